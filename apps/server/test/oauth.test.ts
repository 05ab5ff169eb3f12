import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { PENDING_TTL_MS } from '../src/modules/oauth/service';
import {
  bearer,
  GOOD_CODE,
  login,
  ORIGIN,
  refresh,
  refreshCookieOf,
  register,
  uniqueEmail,
} from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';

/** The reset code of the newest mail to `email` in the test outbox (DATA_DIR/mail/*.eml). */
async function latestResetCode(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'mail');
  for (const name of readdirSync(outbox).sort().reverse()) {
    const mail = await PostalMime.parse(readFileSync(join(outbox, name)));
    if (!mail.to?.some((to) => to.address === email)) continue;
    const code = /code de réinitialisation : ([A-Z0-9]{8})/.exec(mail.text ?? '')?.[1];
    if (code) return code;
  }
  throw new Error(`no reset code mailed to ${email}`);
}

interface Identity {
  sub: string;
  email?: string;
  email_verified?: boolean;
}

/** Small stand-ins for GitHub's and Facebook's OAuth endpoints and APIs, on loopback. */
function startSocialProviders() {
  const state = {
    github: { id: 1, emails: [] as { email: string; primary: boolean; verified: boolean }[] },
    facebook: { id: 'fb-1', email: undefined as string | undefined },
    codes: new Set<string>(),
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      if (url.pathname.endsWith('/token')) {
        const code = form.get('code') ?? '';
        // Each code works once, with the right client and a PKCE verifier.
        if (
          !state.codes.delete(code) ||
          form.get('client_secret') !== 'local-secret' ||
          !form.get('code_verifier')
        )
          return json(400, { error: 'bad_verification_code' });
        return json(200, { access_token: `token-${code}`, token_type: 'bearer' });
      }
      if (request.headers.authorization?.startsWith('Bearer token-') !== true)
        return json(401, { message: 'no' });
      if (url.pathname === '/github/user')
        return json(200, {
          id: state.github.id,
          login: 'octo',
          email: state.github.emails[0]?.email ?? null,
        });
      if (url.pathname === '/github/user/emails') return json(200, state.github.emails);
      if (url.pathname === '/facebook/me')
        return json(200, { id: state.facebook.id, email: state.facebook.email });
      return json(404, {});
    });
  });
  return {
    state,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Hands out a code as the provider's authorize page would. */
    issueCode: () => {
      const code = `code-${Math.random().toString(36).slice(2)}`;
      state.codes.add(code);
      return code;
    },
  };
}

describe('social sign-in', () => {
  let ctx: TestContext;
  let oidc: OAuth2Server;
  let social: ReturnType<typeof startSocialProviders>;
  let next: Identity;
  /** Alters the next ID token, to check what the server refuses. */
  let tamper: ((payload: Record<string, unknown>) => void) | undefined;

  beforeAll(async () => {
    oidc = new OAuth2Server();
    await oidc.issuer.keys.generate('RS256');
    await oidc.start(0, '127.0.0.1');
    oidc.service.on('beforeTokenSigning', (token) => {
      if (token.payload.aud !== 'trousse-test') return;
      Object.assign(token.payload, next);
      tamper?.(token.payload);
    });
    social = startSocialProviders();
    const local = await social.start();
    ctx = await createTestApp({
      clock: new ManualClock(new Date()),
      env: {
        OAUTH_GOOGLE_CLIENT_ID: 'trousse-test',
        OAUTH_GOOGLE_CLIENT_SECRET: 'test-secret',
        OAUTH_GOOGLE_ISSUER: oidc.issuer.url!,
        OAUTH_GITHUB_CLIENT_ID: 'gh-client',
        OAUTH_GITHUB_CLIENT_SECRET: 'local-secret',
        OAUTH_GITHUB_AUTHORIZE_URL: `${local}/github/authorize`,
        OAUTH_GITHUB_TOKEN_URL: `${local}/github/token`,
        OAUTH_GITHUB_API_URL: `${local}/github`,
        OAUTH_FACEBOOK_CLIENT_ID: 'fb-client',
        OAUTH_FACEBOOK_CLIENT_SECRET: 'local-secret',
        OAUTH_FACEBOOK_AUTHORIZE_URL: `${local}/facebook/authorize`,
        OAUTH_FACEBOOK_TOKEN_URL: `${local}/facebook/token`,
        OAUTH_FACEBOOK_GRAPH_URL: `${local}/facebook`,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await oidc.stop();
    await social.close();
  });

  /** Starts a flow: the provider URL and the state cookie the browser would keep. */
  async function start(provider: string) {
    const response = await ctx.app.inject(`/api/auth/oauth/${provider}`);
    expect(response.statusCode).toBe(302);
    const cookie = response.cookies.find((c) => c.name === 'oauthState');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oauth' });
    return { location: new URL(response.headers.location as string), cookie: `oauthState=${cookie!.value}` };
  }

  /** The whole Google round trip through the real OpenID Connect provider; returns where we land. */
  async function googleSignIn(identity: Identity, tamper: (callback: URL) => void = () => {}) {
    next = identity;
    const { location, cookie } = await start('google');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('nonce')).toBeTruthy();
    const authorize = await fetch(location, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    tamper(callback);
    const response = await ctx.app.inject({
      url: `/api/auth/oauth/google/callback${callback.search}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(302);
    return { landing: new URL(response.headers.location as string), response, callback, cookie };
  }

  async function socialSignIn(provider: 'github' | 'facebook') {
    const { location, cookie } = await start(provider);
    const state = location.searchParams.get('state')!;
    const response = await ctx.app.inject({
      url: `/api/auth/oauth/${provider}/callback?code=${social.issueCode()}&state=${state}`,
      headers: { cookie },
    });
    return new URL(response.headers.location as string);
  }

  /**
   * A linked identity lands on /auth/callback with no token; the browser trades the refresh
   * cookie set by the same redirect for an access token, as the callback screen does.
   */
  async function accessTokenAfterCallback({ landing, response }: Awaited<ReturnType<typeof googleSignIn>>) {
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('provider')).toBe('google');
    expect(landing.searchParams.has('token')).toBe(false);
    const refreshed = await refresh(ctx, refreshCookieOf(response));
    expect(refreshed.statusCode).toBe(200);
    return refreshed.json().accessToken as string;
  }

  /** The browser that went through the callback holds its pending token in a cookie too. */
  const sameBrowser = (token: string) => ({ cookie: `oauthPending=${token}` });

  const createCode = (token: string, code = GOOD_CODE, headers = sameBrowser(token)) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/create-code',
      payload: { token, code, codeConfirmation: code },
      headers,
    });

  it('lists the enabled providers', async () => {
    expect((await ctx.app.inject('/api/auth/oauth/providers')).json()).toEqual({
      providers: ['google', 'github', 'facebook'],
    });
  });

  it('creates an account for a new Google user, then signs the same identity straight in', async () => {
    const email = uniqueEmail('google');
    const sub = `google-${email}`;
    const { landing } = await googleSignIn({ sub, email, email_verified: true });
    expect(landing.pathname).toBe('/auth');
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({
      step: 'create-code',
      provider: 'google',
      email,
    });
    const token = landing.searchParams.get('token')!;

    const created = await createCode(token);
    expect(created.statusCode).toBe(201);
    expect(created.json().user.email).toBe(email);
    expect((await createCode(token)).json()).toMatchObject({ code: 'OAUTH_TOKEN_INVALID' });
    const cleanup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/cleanup',
      payload: { token },
    });
    expect(cleanup.json()).toEqual({ success: true });

    const again = await googleSignIn({ sub, email, email_verified: true });
    const accessToken = await accessTokenAfterCallback(again);
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) });
    expect(me.json().user.email).toBe(email);
    const audit = await ctx.app.inject({ url: '/api/audit', headers: bearer(accessToken) });
    expect(audit.json().data.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['oauth.linked', 'oauth.login']),
    );
  });

  it('links an existing account once its access code is given', async () => {
    const account = await register(ctx);
    const sub = `google-${account.email}`;
    const { landing } = await googleSignIn({ sub, email: account.email.toUpperCase(), email_verified: true });
    expect(landing.searchParams.get('step')).toBe('login');
    const token = landing.searchParams.get('token')!;

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, code: '1111', oauthToken: token },
      headers: sameBrowser(token),
    });
    expect(wrong.statusCode).toBe(401);
    const someoneElse = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: (await register(ctx)).email, code: GOOD_CODE, oauthToken: token },
      headers: sameBrowser(token),
    });
    expect(someoneElse.json().code).toBe('OAUTH_TOKEN_INVALID');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, code: GOOD_CODE, oauthToken: token },
      headers: sameBrowser(token),
    });
    expect(ok.statusCode).toBe(200);

    const direct = await googleSignIn({ sub, email: account.email, email_verified: true });
    const accessToken = await accessTokenAfterCallback(direct);
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) });
    expect(me.json().user.email).toBe(account.email);
  });

  it('hands a signed-in browser its session in the refresh cookie only, never in the address', async () => {
    const email = uniqueEmail('google-cookie');
    const sub = `google-${email}`;
    const { landing } = await googleSignIn({ sub, email, email_verified: true });
    expect((await createCode(landing.searchParams.get('token')!)).statusCode).toBe(201);

    const direct = await googleSignIn({ sub, email, email_verified: true });
    expect(direct.landing.origin).toBe(ORIGIN);
    expect(direct.landing.pathname).toBe('/auth/callback');
    // No token of any kind in the redirect: only the provider's name.
    expect(Object.fromEntries(direct.landing.searchParams)).toEqual({ provider: 'google' });
    const cookie = direct.response.cookies.find((c) => c.name === 'refreshToken');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    // The cookie is good for one access token, from this site only (CSRF Origin check).
    const foreign = await refresh(ctx, refreshCookieOf(direct.response), 'https://attaquant.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toEqual(expect.any(String));
    const refreshed = await refresh(ctx, refreshCookieOf(direct.response));
    expect(refreshed.statusCode).toBe(200);
    const me = await ctx.app.inject({
      url: '/api/auth/me',
      headers: bearer(refreshed.json().accessToken as string),
    });
    expect(me.json().user.email).toBe(email);

    // Without the cookie (a browser that did not go through the provider), nothing is issued.
    const none = await refresh(ctx, undefined);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: 'Session invalide ou expirée' });
  });

  it('never matches an existing account through an unverified email, and keys identities by subject', async () => {
    const account = await register(ctx);
    const unverified = await googleSignIn({
      sub: `x-${account.email}`,
      email: account.email,
      email_verified: false,
    });
    expect(Object.fromEntries(unverified.landing.searchParams)).toMatchObject({ error: 'email_unverified' });
    expect(unverified.landing.searchParams.get('message')).toContain("n'est pas vérifiée");
  });

  it('refuses a tampered state, a missing state cookie, a reused code and a wrong nonce or audience', async () => {
    const identity = { sub: 'tamper', email: uniqueEmail(), email_verified: true };
    const tampered = await googleSignIn(identity, (callback) => callback.searchParams.set('state', 'forged'));
    expect(tampered.landing.searchParams.get('error')).toBe('invalid_state');

    next = identity;
    const { location } = await start('google');
    const authorize = await fetch(location, { redirect: 'manual' });
    const noCookie = await ctx.app.inject(
      `/api/auth/oauth/google/callback${new URL(authorize.headers.get('location')!).search}`,
    );
    expect(new URL(noCookie.headers.location as string).searchParams.get('error')).toBe('invalid_state');

    const first = await googleSignIn(identity);
    expect(first.landing.searchParams.get('step')).toBe('create-code');
    // The same callback again: its state was used once and is gone.
    const replay = await ctx.app.inject({
      url: `/api/auth/oauth/google/callback${first.callback.search}`,
      headers: { cookie: first.cookie },
    });
    expect(new URL(replay.headers.location as string).searchParams.get('error')).toBe('invalid_state');
    // The used code under a fresh state: the provider's answer no longer carries our nonce.
    const fresh = await start('google');
    const reused = await ctx.app.inject({
      url: `/api/auth/oauth/google/callback?code=${first.callback.searchParams.get('code')}&state=${fresh.location.searchParams.get('state')}`,
      headers: { cookie: fresh.cookie },
    });
    expect(new URL(reused.headers.location as string).searchParams.get('error')).toBe('provider_error');

    try {
      tamper = (payload) => (payload.nonce = 'not-the-nonce');
      const badNonce = await googleSignIn(identity);
      expect(badNonce.landing.searchParams.get('error')).toBe('provider_error');
      tamper = (payload) => (payload.aud = 'another-client');
      const badAudience = await googleSignIn(identity);
      expect(badAudience.landing.searchParams.get('error')).toBe('provider_error');
      tamper = (payload) => (payload.iss = 'http://127.0.0.1:1/not-the-issuer');
      const badIssuer = await googleSignIn(identity);
      expect(badIssuer.landing.searchParams.get('error')).toBe('provider_error');
    } finally {
      tamper = undefined;
    }
    const untouched = await googleSignIn(identity);
    expect(untouched.landing.searchParams.get('error')).toBeNull();
  });

  it('reports a cancelled sign-in', async () => {
    const { cookie } = await start('google');
    const response = await ctx.app.inject({
      url: '/api/auth/oauth/google/callback?error=access_denied&state=x',
      headers: { cookie },
    });
    const landing = new URL(response.headers.location as string);
    expect(landing.origin).toBe('http://localhost:3000');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      error: 'access_denied',
      message: 'Connexion annulée ou refusée par le fournisseur.',
    });
  });

  it('expires pending tokens after 10 minutes', async () => {
    const { landing } = await googleSignIn({ sub: 'late', email: uniqueEmail(), email_verified: true });
    ctx.clock.advance(PENDING_TTL_MS + 1_000);
    expect((await createCode(landing.searchParams.get('token')!)).json().code).toBe('OAUTH_TOKEN_INVALID');
  });

  it('passes a linked account with 2FA through the second factor: no token in the redirect', async () => {
    const email = uniqueEmail('google2fa');
    const { landing } = await googleSignIn({ sub: `g2-${email}`, email, email_verified: true });
    const created = (await createCode(landing.searchParams.get('token')!)).json();
    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers: bearer(created.accessToken),
      payload: { code: GOOD_CODE },
    });
    const { totpCode } = await import('../src/lib/totp');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      headers: bearer(created.accessToken),
      payload: { code: await totpCode(setup.json().secret, ctx.clock.now()), secret: setup.json().secret },
    });
    const again = await googleSignIn({ sub: `g2-${email}`, email, email_verified: true });
    expect(again.landing.pathname).toBe('/auth/callback');
    expect(Object.fromEntries(again.landing.searchParams)).toEqual({
      requires2FA: '1',
      email,
      provider: 'google',
    });
    expect(again.response.cookies.find((c) => c.name === 'refreshToken')).toBeUndefined();
    expect(again.response.cookies.find((c) => c.name === 'twoFactorStep')?.value).toBeTruthy();
  });

  it('uses GitHub’s verified primary email, and never an unverified one for an existing account', async () => {
    const account = await register(ctx);
    social.state.github = { id: 42, emails: [{ email: account.email, primary: true, verified: true }] };
    const verified = await socialSignIn('github');
    expect(verified.searchParams.get('step')).toBe('login');
    social.state.github = { id: 43, emails: [{ email: account.email, primary: true, verified: false }] };
    expect((await socialSignIn('github')).searchParams.get('error')).toBe('email_unverified');
    social.state.github = { id: 44, emails: [] };
    expect((await socialSignIn('github')).searchParams.get('error')).toBe('email_missing');
  });

  it('never creates an account from an email the provider does not vouch for (pre-hijack)', async () => {
    // The attacker's Facebook account carries the victim's address, unverified.
    const victim = uniqueEmail('victim');
    social.state.facebook = { id: 'fb-attacker', email: victim };
    const landing = await socialSignIn('facebook');
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('error')).toBe('email_unverified');
    expect(landing.searchParams.get('message')).toBe(
      "Ce fournisseur ne garantit pas que cette adresse e-mail est la vôtre : créez votre compte avec votre e-mail et un code d'accès, puis reliez-le.",
    );
    expect(landing.searchParams.has('token')).toBe(false);
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      payload: { email: victim },
    });
    expect(check.json().exists).toBe(false);

    // GitHub falling back to an unverified address is refused the same way.
    social.state.github = { id: 77, emails: [{ email: uniqueEmail('gh'), primary: true, verified: false }] };
    expect((await socialSignIn('github')).searchParams.get('error')).toBe('email_unverified');

    // An existing account is never matched through an unverified email either.
    const account = await register(ctx);
    social.state.facebook = { id: 'fb-existing', email: account.email };
    expect((await socialSignIn('facebook')).searchParams.get('error')).toBe('email_unverified');
  });

  it('unlinks, at a completed code reset, the social identities no verified email vouched for', async () => {
    const account = await register(ctx);
    // An identity linked before this rule existed, from an unverified address: the attacker's.
    await ctx.database.raw(
      `insert into oauth_identities (provider, provider_user_id, user_id, email, email_verified, created_at, last_used_at)
       values ('facebook', 'fb-prehijack', $1, $2, false, now(), now())`,
      [account.user.id, account.email],
    );
    // And the owner's own Google identity, verified.
    const { landing } = await googleSignIn({
      sub: `g-owner-${account.email}`,
      email: account.email,
      email_verified: true,
    });
    const token = landing.searchParams.get('token')!;
    const linked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, code: GOOD_CODE, oauthToken: token },
      headers: sameBrowser(token),
    });
    expect(linked.statusCode).toBe(200);
    social.state.facebook = { id: 'fb-prehijack', email: account.email };
    expect((await socialSignIn('facebook')).pathname).toBe('/auth/callback');

    // The owner resets the code through the mailbox.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-reset',
      payload: { email: account.email },
    });
    const resetCode = await latestResetCode(ctx.app.config.dataDir, account.email);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-reset',
      payload: { email: account.email, resetCode, newCode: '86420', newCodeConfirmation: '86420' },
    });
    expect(reset.statusCode).toBe(200);
    // A completed reset leaves the failure counter at 0 too.
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      payload: { email: account.email },
    });
    expect(check.json().loginAttempts).toBe(0);

    // The attacker's Facebook no longer signs in; the owner's Google still does.
    expect((await socialSignIn('facebook')).searchParams.get('error')).toBe('email_unverified');
    const google = await googleSignIn({
      sub: `g-owner-${account.email}`,
      email: account.email,
      email_verified: true,
    });
    const accessToken = await accessTokenAfterCallback(google);
    const audit = await ctx.app.inject({ url: '/api/audit?pageSize=50', headers: bearer(accessToken) });
    expect(audit.json().data.map((e: { type: string }) => e.type)).toContain('oauth.unlinked');
  });

  it('refuses a pending sign-in link opened in another browser', async () => {
    const email = uniqueEmail('google-link');
    const { landing, response } = await googleSignIn({ sub: `g-link-${email}`, email, email_verified: true });
    const token = landing.searchParams.get('token')!;
    expect(response.cookies.find((c) => c.name === 'oauthPending')).toMatchObject({
      value: token,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
    expect((await createCode(token, GOOD_CODE, { cookie: '' })).json().code).toBe('OAUTH_TOKEN_INVALID');
    expect((await createCode(token, GOOD_CODE, sameBrowser('x'.repeat(43)))).json().code).toBe(
      'OAUTH_TOKEN_INVALID',
    );
    // The right browser still can.
    expect((await createCode(token)).statusCode).toBe(201);
  });

  it('leaves the failure counter at 0 after a social sign-in', async () => {
    const account = await register(ctx);
    const sub = `g-counter-${account.email}`;
    const { landing } = await googleSignIn({ sub, email: account.email, email_verified: true });
    const token = landing.searchParams.get('token')!;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, code: GOOD_CODE, oauthToken: token },
      headers: sameBrowser(token),
    });
    for (const wrong of ['1111', '2222']) await login(ctx, account.email, wrong);
    await accessTokenAfterCallback(await googleSignIn({ sub, email: account.email, email_verified: true }));
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      payload: { email: account.email },
    });
    expect(check.json()).toMatchObject({ loginAttempts: 0, remainingAttempts: 3 });
  });

  it('answers 404 for a provider that is not configured', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject('/api/auth/oauth/providers')).json()).toEqual({ providers: [] });
      const response = await plain.app.inject('/api/auth/oauth/google');
      expect(response.statusCode).toBe(404);
      expect((await plain.app.inject('/api/auth/oauth/myspace')).statusCode).toBe(400);
    } finally {
      await plain.close();
    }
  });

  it('limits the starts of a social sign-in per IP, with the usual 429 answer', async () => {
    const limited = await createTestApp({
      env: {
        AUTH_RATE_LIMIT_PER_MINUTE: '5',
        OAUTH_GITHUB_CLIENT_ID: 'gh-client',
        OAUTH_GITHUB_CLIENT_SECRET: 'local-secret',
        OAUTH_GITHUB_AUTHORIZE_URL: 'http://127.0.0.1:1/github/authorize',
        OAUTH_GITHUB_TOKEN_URL: 'http://127.0.0.1:1/github/token',
        OAUTH_GITHUB_API_URL: 'http://127.0.0.1:1/github',
      },
    });
    const startFrom = (remoteAddress: string) =>
      limited.app.inject({ url: '/api/auth/oauth/github', remoteAddress });
    try {
      for (let i = 0; i < 5; i++) expect((await startFrom('203.0.113.20')).statusCode).toBe(302);
      const refused = await startFrom('203.0.113.20');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.json()).toMatchObject({
        error: 'Trop de requêtes, veuillez réessayer plus tard',
        code: 'RATE_LIMITED',
      });
      // No state cookie (and no state row) for a refused start.
      expect(refused.cookies.find((c) => c.name === 'oauthState')).toBeUndefined();
      expect(refused.headers.location).toBeUndefined();
      // Another visitor is not held back.
      expect((await startFrom('198.51.100.20')).statusCode).toBe(302);
    } finally {
      await limited.close();
    }
  });

  it('logs in normally when no oauth token is given', async () => {
    const account = await register(ctx);
    expect((await login(ctx, account.email)).statusCode).toBe(200);
  });
});
