import { generate, generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 with the parameters every authenticator app expects: SHA-1, 6 digits, 30 s. */
export const TOTP_PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: 'Trousse', label: account, secret });
}

export function totpCode(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * The time step a code belongs to, accepting one step of drift either way, and only steps
 * after `afterStep` (the last accepted one): undefined when the code is wrong or replayed.
 */
export async function matchTotp(
  secret: string,
  code: string,
  at: Date,
  afterStep: number | null,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
