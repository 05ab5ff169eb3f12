import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock';
import { deriveKey } from './crypto';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const TOKEN_TYPE = 'access';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/**
 * Short-lived JWT carrying the session id, which every call checks against the live session
 * (so logout takes effect at once). Algorithm and type are pinned: no other token of ours,
 * and no `alg: none`, is ever accepted as an access token.
 */
export class AccessTokens {
  readonly #key: Uint8Array;
  constructor(
    appSecret: string,
    private readonly clock: Clock,
    private readonly issuer: string,
  ) {
    this.#key = deriveKey(appSecret, 'access-token-hs256');
  }

  sign(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, typ: TOKEN_TYPE })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(this.issuer)
      .setAudience(this.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.#key);
  }

  /** The claims of a valid token, or undefined for anything else. */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        issuer: this.issuer,
        audience: this.issuer,
        currentDate: this.clock.now(),
      });
      if (payload.typ !== TOKEN_TYPE || typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
        return undefined;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return undefined;
    }
  }
}
