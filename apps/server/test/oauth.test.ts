import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { PENDING_TTL_MS } from '../src/modules/oauth/service';
import { bearer, GOOD_CODE, login, register, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';

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

  const createCode = (token: string, code = GOOD_CODE) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/create-code',
      payload: { token, code, codeConfirmation: code },
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
    expect(again.landing.pathname).toBe('/auth/callback');
    expect(again.landing.searchParams.get('provider')).toBe('google');
    const accessToken = again.landing.searchParams.get('token')!;
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) });
    expect(me.json().user.email).toBe(email);
    expect(again.response.cookies.find((c) => c.name === 'refreshToken')?.value).toBeTruthy();
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
    });
    expect(wrong.statusCode).toBe(401);
    const someoneElse = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: (await register(ctx)).email, code: GOOD_CODE, oauthToken: token },
    });
    expect(someoneElse.json().code).toBe('OAUTH_TOKEN_INVALID');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, code: GOOD_CODE, oauthToken: token },
    });
    expect(ok.statusCode).toBe(200);

    const direct = await googleSignIn({ sub, email: account.email, email_verified: true });
    expect(direct.landing.pathname).toBe('/auth/callback');
    expect(direct.landing.searchParams.get('token')).toBeTruthy();
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

  it('treats Facebook emails as unverified: new accounts only', async () => {
    const account = await register(ctx);
    social.state.facebook = { id: 'fb-existing', email: account.email };
    expect((await socialSignIn('facebook')).searchParams.get('error')).toBe('email_unverified');
    const fresh = uniqueEmail('fb');
    social.state.facebook = { id: 'fb-new', email: fresh };
    const landing = await socialSignIn('facebook');
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({ step: 'create-code', email: fresh });
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

  it('logs in normally when no oauth token is given', async () => {
    const account = await register(ctx);
    expect((await login(ctx, account.email)).statusCode).toBe(200);
  });
});
