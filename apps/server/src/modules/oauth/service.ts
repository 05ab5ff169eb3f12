import { OAUTH_PENDING_MINUTES, OAUTH_STATE_MINUTES } from '@trousse/contracts/cookie-rules';
import type { Language } from '@trousse/contracts/language';
import { messagesFr } from '@trousse/contracts/messages-fr';
import { generateCodeVerifier, generateState } from 'arctic';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client';
import { at } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import { randomToken, safeEqual, sha256Hex } from '../../lib/crypto';
import { oauthProviderDisabled, oauthTokenInvalid } from '../../lib/http-error';
import type { AuditService } from '../audit/service';
import type { RequestContext } from '../auth/context';
import type { AuthService, SignInResult } from '../auth/service';
import { ProviderError, type OAuthProvider, type ProviderName } from './providers';

export const PENDING_TTL_MS = OAUTH_PENDING_MINUTES * 60 * 1000;
export const STATE_TTL_MS = OAUTH_STATE_MINUTES * 60 * 1000;

/** Where the browser goes after the provider's callback, and what the route must set on the way. */
export type CallbackOutcome =
  | { kind: 'signed-in'; result: SignInResult; provider: ProviderName }
  | { kind: 'pending'; step: 'login' | 'create-code'; token: string; email: string; provider: ProviderName }
  | { kind: 'error'; error: string; message: string };

interface PendingIdentity {
  provider: string;
  provider_user_id: string;
  email: string;
  email_verified: boolean;
}

/**
 * Social sign-in (DECISIONS §5): state and PKCE on every flow, identities keyed by provider
 * and provider user id, and an email the provider does not mark verified never matching an
 * existing account. Unlinked sign-ins continue in the browser with a single-use pending token.
 */
export class OAuthService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly providers: Map<ProviderName, OAuthProvider>,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
    private readonly log: FastifyBaseLogger,
  ) {}

  enabledProviders(): ProviderName[] {
    return [...this.providers.keys()];
  }

  provider(name: ProviderName): OAuthProvider {
    const provider = this.providers.get(name);
    if (!provider) throw oauthProviderDisabled();
    return provider;
  }

  /**
   * The provider URL to send the browser to, and the state the browser keeps in its cookie.
   * The PKCE verifier and nonce stay on the server, in a row the callback consumes once.
   */
  async start(name: ProviderName): Promise<{ url: URL; state: string }> {
    const provider = this.provider(name);
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const nonce = randomToken(24);
    const url = await provider.authorizationUrl(state, codeVerifier, nonce);
    const now = this.clock.now();
    await this.db.execute(sql`
      with expired as (delete from oauth_states where expires_at < ${at(now)})
      insert into oauth_states (state_hash, provider, code_verifier, nonce, expires_at)
      values (${sha256Hex(state)}, ${name}, ${codeVerifier}, ${nonce}, ${at(new Date(now.getTime() + STATE_TTL_MS))})`);
    return { url, state };
  }

  async callback(
    name: ProviderName,
    query: { code?: string; state?: string; error?: string },
    stateCookie: string | undefined,
    context: RequestContext,
  ): Promise<CallbackOutcome> {
    if (query.error) return { kind: 'error', error: 'access_denied', message: messagesFr.oauthCancelled };
    // The state must be this browser's (its cookie) and unused (its row, deleted here).
    const matches = Boolean(stateCookie && query.state && safeEqual(stateCookie, query.state));
    const [flow] = matches
      ? await queryRows<{ provider: string; code_verifier: string; nonce: string }>(
          this.db,
          sql`delete from oauth_states where state_hash = ${sha256Hex(query.state!)} and expires_at > ${at(this.clock.now())}
              returning provider, code_verifier, nonce`,
        )
      : [];
    if (!flow || flow.provider !== name || !query.code)
      return { kind: 'error', error: 'invalid_state', message: messagesFr.oauthStateInvalid };

    let identity;
    try {
      identity = await this.provider(name).identify(query.code, flow.code_verifier, flow.nonce);
    } catch (error) {
      if (!(error instanceof ProviderError) && !(error instanceof Error)) throw error;
      this.log.warn({ err: error, provider: name }, 'social sign-in refused');
      return { kind: 'error', error: 'provider_error', message: messagesFr.oauthProviderFailed };
    }

    const now = this.clock.now();
    const [linked] = await queryRows<{ user_id: string }>(
      this.db,
      sql`update oauth_identities set last_used_at = ${at(now)}, email_verified = email_verified or ${identity.emailVerified}
          where provider = ${name} and provider_user_id = ${identity.providerUserId} returning user_id`,
    );
    if (linked) {
      const user = await this.auth.findById(linked.user_id);
      if (!user) return { kind: 'error', error: 'provider_error', message: messagesFr.oauthProviderFailed };
      await this.audit.record(user.id, 'oauth.login', now, context);
      return { kind: 'signed-in', provider: name, result: await this.auth.completeSignIn(user, context) };
    }

    const email = identity.email?.trim().toLowerCase();
    if (!email) return { kind: 'error', error: 'email_missing', message: messagesFr.oauthEmailMissing };
    const existing = await this.auth.findByEmail(email);
    if (existing && !identity.emailVerified)
      return { kind: 'error', error: 'email_unverified', message: messagesFr.oauthEmailUnverified };
    // An account is never created from an address the provider does not vouch for: its real
    // owner would later reset the code and find the account still linked to someone else.
    if (!existing && !identity.emailVerified)
      return { kind: 'error', error: 'email_unverified', message: messagesFr.oauthSignUpUnverified };

    const token = randomToken(32);
    await this.db.execute(sql`
      with expired as (delete from oauth_pending where expires_at < ${at(now)})
      insert into oauth_pending (token_hash, provider, provider_user_id, email, email_verified, user_id, created_at, expires_at)
      values (${sha256Hex(token)}, ${name}, ${identity.providerUserId}, ${email}, ${identity.emailVerified}, ${existing?.id ?? null},
              ${at(now)}, ${at(new Date(now.getTime() + PENDING_TTL_MS))})`);
    return { kind: 'pending', step: existing ? 'login' : 'create-code', token, email, provider: name };
  }

  /**
   * A pending token is good only in the browser whose callback issued it (its cookie): a
   * `/auth?step=…&token=…` link sent by someone else leads nowhere.
   */
  assertSameBrowser(token: string, cookie: string | undefined): void {
    if (!cookie || !safeEqual(cookie, token)) throw oauthTokenInvalid();
  }

  /** create-code: the account is created with the chosen code and the identity linked. */
  async createAccount(
    token: string,
    code: string,
    context: RequestContext,
    language?: Language,
  ): Promise<SignInResult & { requires2FA: false }> {
    const pending = await this.#take(token, null);
    const result = await this.auth.register({ email: pending.email, code, language }, context);
    await this.#link(result.user.id, pending, context);
    return result;
  }

  /** Checks, before the code is, that a login may link this pending identity. */
  async assertLinkable(token: string, email: string): Promise<void> {
    const rows = await queryRows<{ email: string }>(
      this.db,
      sql`select email from oauth_pending
          where token_hash = ${sha256Hex(token)} and user_id is not null and expires_at > ${at(this.clock.now())}`,
    );
    if (rows[0]?.email !== email) throw oauthTokenInvalid();
  }

  /** oauth-login: the access code proved ownership, so the identity is linked. */
  async linkAfterLogin(token: string, userId: string, context: RequestContext): Promise<void> {
    await this.#link(userId, await this.#take(token, userId), context);
  }

  async cleanup(token: string): Promise<void> {
    await this.db.execute(sql`delete from oauth_pending where token_hash = ${sha256Hex(token)}`);
  }

  /** Consumes a live pending token (single use), for a new account (null) or the given user. */
  async #take(token: string, userId: string | null) {
    const [pending] = await queryRows<PendingIdentity>(
      this.db,
      sql`delete from oauth_pending
          where token_hash = ${sha256Hex(token)} and expires_at > ${at(this.clock.now())}
            and ${userId === null ? sql`user_id is null` : sql`user_id = ${userId}`}
          returning provider, provider_user_id, email, email_verified`,
    );
    if (!pending) throw oauthTokenInvalid();
    return pending;
  }

  async #link(userId: string, pending: PendingIdentity, context: RequestContext) {
    const now = this.clock.now();
    await this.db.execute(sql`
      insert into oauth_identities (provider, provider_user_id, user_id, email, email_verified, created_at, last_used_at)
      values (${pending.provider}, ${pending.provider_user_id}, ${userId}, ${pending.email}, ${pending.email_verified},
              ${at(now)}, ${at(now)})
      on conflict (provider, provider_user_id) do nothing`);
    await this.audit.record(userId, 'oauth.linked', now, context);
  }
}
