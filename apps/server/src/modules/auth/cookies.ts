import type { FastifyReply } from 'fastify';
import { TWO_FACTOR_STEP_TTL_SECONDS } from '../../lib/access-tokens';
import type { IssuedSession } from './sessions';

export const REFRESH_COOKIE = 'refreshToken';
export const TWO_FACTOR_STEP_COOKIE = 'twoFactorStep';
/** The pending social sign-in token, binding the `/auth?step=…` link to the browser it was made for. */
export const OAUTH_PENDING_COOKIE = 'oauthPending';

/**
 * The cookies the API sets, all httpOnly and SameSite=Strict, each scoped to the only path
 * that reads it: the refresh token to /api/auth, the 2FA step proof to /api/auth/2fa.
 */
export class AuthCookies {
  constructor(private readonly secure: boolean) {}

  setRefresh(reply: FastifyReply, session: IssuedSession) {
    if (!session.refreshToken) return;
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      ...this.#base('/api/auth'),
      expires: session.expiresAt,
    });
  }

  clearRefresh(reply: FastifyReply) {
    reply.clearCookie(REFRESH_COOKIE, this.#base('/api/auth'));
  }

  setTwoFactorStep(reply: FastifyReply, token: string) {
    reply.setCookie(TWO_FACTOR_STEP_COOKIE, token, {
      ...this.#base('/api/auth/2fa'),
      maxAge: TWO_FACTOR_STEP_TTL_SECONDS,
    });
  }

  clearTwoFactorStep(reply: FastifyReply) {
    reply.clearCookie(TWO_FACTOR_STEP_COOKIE, this.#base('/api/auth/2fa'));
  }

  #base(path: string) {
    return { path, httpOnly: true, sameSite: 'strict' as const, secure: this.secure };
  }
}
