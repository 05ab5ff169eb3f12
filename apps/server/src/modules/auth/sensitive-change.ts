import { twoFactorCodeRequired } from '../../lib/http-error';
import type { TwoFactorService } from '../two-factor/service';
import type { RequestContext } from './context';
import type { AuthService } from './service';

/**
 * The proof a sensitive change carries in its own call (DECISIONS §2): a bearer token can be
 * stolen, the access code and the second factor are what only the owner holds.
 */
export interface CurrentCodes {
  currentCode: string;
  twoFactorCode?: string | undefined;
}

/**
 * Checks the current access code under the sign-in lockout (a wrong one is a failed try, the third
 * locks the account), then the second factor when it is on; returns the account as read by the
 * check. Call it before anything is consumed or changed.
 */
export async function confirmSensitiveChange(
  services: { auth: AuthService; twoFactor: TwoFactorService },
  userId: string,
  codes: CurrentCodes,
  context: RequestContext,
) {
  const user = await services.auth.verifyCurrentCode(userId, codes.currentCode, context);
  if (user.twoFactorEnabled) {
    if (!codes.twoFactorCode) throw twoFactorCodeRequired();
    await services.twoFactor.verifySecondFactor(userId, codes.twoFactorCode, context);
  }
  return user;
}
