import { TWO_FACTOR_STEP_MINUTES } from '@trousse/contracts/cookie-rules';
import { createHmac } from 'node:crypto';
import { jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from './clock';
import { deriveKey } from './crypto';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TWO_FACTOR_STEP_TTL_SECONDS = TWO_FACTOR_STEP_MINUTES * 60;
const ALGORITHM = 'HS256';
const HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM, typ: 'JWT' })).toString('base64url');

/**
 * Short-lived signed tokens of one kind (`typ`), each kind under its own derived key, with
 * the algorithm pinned: a token of one kind is never accepted as another, and `alg: none`
 * never at all.
 */
class SignedTokens<Claims extends Record<string, string>> {
  readonly #key: Uint8Array;
  constructor(
    appSecret: string,
    private readonly type: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
    private readonly issuer: string,
  ) {
    this.#key = deriveKey(appSecret, `${type}-token-hs256`);
  }

  /**
   * A compact JWS (RFC 7515) signed with HMAC-SHA256 right here, synchronously: WebCrypto (what
   * jose signs with) sends these few microseconds of work to libuv's thread pool and back, behind
   * whatever waits there (decision 011). Verification stays with jose.
   */
  sign(subject: string, claims: Claims): string {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const payload = {
      ...claims,
      typ: this.type,
      sub: subject,
      iss: this.issuer,
      aud: this.issuer,
      iat: now,
      exp: now + this.ttlSeconds,
    };
    const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${signed}.${createHmac('sha256', this.#key).update(signed).digest('base64url')}`;
  }

  /** The subject and payload of a valid token of this kind, or undefined for anything else. */
  async verify(token: string): Promise<{ subject: string; payload: JWTPayload } | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        issuer: this.issuer,
        audience: this.issuer,
        currentDate: this.clock.now(),
      });
      if (payload.typ !== this.type || typeof payload.sub !== 'string') return undefined;
      return { subject: payload.sub, payload };
    } catch {
      return undefined;
    }
  }
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const VERIFIED_CACHE_SIZE = 10_000;

/**
 * The access token: 15 minutes, carrying the session id that every call checks. A token's
 * signature is checked once per process and remembered until it expires (WebCrypto costs
 * more than the rest of a cached request); whether its session is alive is checked every time.
 */
export class AccessTokens {
  readonly #tokens: SignedTokens<{ sid: string }>;
  readonly #verified = new Map<string, AccessClaims & { expiresAt: number }>();
  constructor(
    appSecret: string,
    private readonly clock: Clock,
    issuer: string,
  ) {
    this.#tokens = new SignedTokens(appSecret, 'access', ACCESS_TOKEN_TTL_SECONDS, clock, issuer);
  }

  sign(claims: AccessClaims): string {
    return this.#tokens.sign(claims.userId, { sid: claims.sessionId });
  }

  async verify(token: string): Promise<AccessClaims | undefined> {
    const now = this.clock.now().getTime();
    const known = this.#verified.get(token);
    if (known && known.expiresAt > now) return { userId: known.userId, sessionId: known.sessionId };
    const verified = await this.#tokens.verify(token);
    const sid = verified?.payload.sid;
    if (!verified || typeof sid !== 'string') return undefined;
    const claims = { userId: verified.subject, sessionId: sid };
    if (this.#verified.size >= VERIFIED_CACHE_SIZE)
      this.#verified.delete(this.#verified.keys().next().value!);
    this.#verified.set(token, { ...claims, expiresAt: (verified.payload.exp ?? 0) * 1000 });
    return claims;
  }
}

/** Proof that this client passed the access-code step, for the 2FA step only (5 minutes). */
export class TwoFactorStepTokens {
  readonly #tokens: SignedTokens<{ email: string }>;
  constructor(appSecret: string, clock: Clock, issuer: string) {
    this.#tokens = new SignedTokens(appSecret, 'two-factor-step', TWO_FACTOR_STEP_TTL_SECONDS, clock, issuer);
  }

  sign(userId: string, email: string): string {
    return this.#tokens.sign(userId, { email });
  }

  async verify(token: string): Promise<{ userId: string; email: string } | undefined> {
    const verified = await this.#tokens.verify(token);
    const email = verified?.payload.email;
    return verified && typeof email === 'string' ? { userId: verified.subject, email } : undefined;
  }
}
