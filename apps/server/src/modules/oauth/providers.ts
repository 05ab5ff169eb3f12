import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';

export const providerNames = ['google', 'github', 'facebook'] as const;
export type ProviderName = (typeof providerNames)[number];

/** Who the provider says the user is. */
export interface ProviderIdentity {
  providerUserId: string;
  email: string | undefined;
  /** Only an email the provider marks verified may match an existing account. */
  emailVerified: boolean;
}

export interface OAuthProvider {
  name: ProviderName;
  authorizationUrl(state: string, codeVerifier: string, nonce: string): Promise<URL>;
  identify(code: string, codeVerifier: string, nonce: string): Promise<ProviderIdentity>;
}

/** The provider answered something we cannot accept (bad token, wrong nonce, HTTP error…). */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

const TIMEOUT_MS = 10_000;

async function fetchJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', 'user-agent': 'Trousse', ...init.headers },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!response.ok || !body) throw new ProviderError(`${url} answered ${response.status}`);
  return body;
}

/** Authorization code + PKCE exchange, client credentials in the body (all three accept it). */
async function exchangeCode(
  tokenUrl: string,
  client: { clientId: string; clientSecret: string },
  redirectUri: string,
  code: string,
  codeVerifier: string,
): Promise<Record<string, unknown>> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: client.clientId,
    client_secret: client.clientSecret,
    code_verifier: codeVerifier,
  });
  const tokens = await fetchJson(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  if (typeof tokens.error === 'string') throw new ProviderError(`token endpoint: ${tokens.error}`);
  return tokens;
}

function pkceUrl(
  client: { clientId: string; clientSecret: string },
  redirectUri: string,
  endpoint: string,
  state: string,
  codeVerifier: string,
  scopes: string[],
): URL {
  return new OAuth2Client(client.clientId, client.clientSecret, redirectUri).createAuthorizationURLWithPKCE(
    endpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    scopes,
  );
}

/** Google through OpenID Connect discovery: the ID token's signature, issuer, audience and nonce are checked. */
function google(
  client: NonNullable<Config['oauth']['google']>,
  redirectUri: string,
  clock: Clock,
): OAuthProvider {
  let discovery:
    Promise<{ authorization_endpoint: string; token_endpoint: string; jwks: JWTVerifyGetKey }> | undefined;
  const discover = () => {
    discovery ??= fetchJson(`${client.issuer}/.well-known/openid-configuration`)
      .then((document) => {
        const { issuer, authorization_endpoint, token_endpoint, jwks_uri } = document;
        if (
          issuer !== client.issuer ||
          typeof authorization_endpoint !== 'string' ||
          typeof token_endpoint !== 'string' ||
          typeof jwks_uri !== 'string'
        )
          throw new ProviderError('invalid discovery document');
        return { authorization_endpoint, token_endpoint, jwks: createRemoteJWKSet(new URL(jwks_uri)) };
      })
      .catch((error: unknown) => {
        discovery = undefined;
        throw error;
      });
    return discovery;
  };

  return {
    name: 'google',
    async authorizationUrl(state, codeVerifier, nonce) {
      const { authorization_endpoint } = await discover();
      const url = pkceUrl(client, redirectUri, authorization_endpoint, state, codeVerifier, [
        'openid',
        'email',
        'profile',
      ]);
      url.searchParams.set('nonce', nonce);
      return url;
    },
    async identify(code, codeVerifier, nonce) {
      const { token_endpoint, jwks } = await discover();
      const tokens = await exchangeCode(token_endpoint, client, redirectUri, code, codeVerifier);
      if (typeof tokens.id_token !== 'string') throw new ProviderError('no id_token');
      const { payload } = await jwtVerify(tokens.id_token, jwks, {
        issuer: client.issuer,
        audience: client.clientId,
        currentDate: clock.now(),
      }).catch((error: unknown) => {
        throw new ProviderError(`id_token refused: ${String(error)}`);
      });
      if (payload.nonce !== nonce) throw new ProviderError('nonce mismatch');
      if (typeof payload.sub !== 'string' || !payload.sub) throw new ProviderError('no subject');
      return {
        providerUserId: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        emailVerified: payload.email_verified === true,
      };
    },
  };
}

function github(client: NonNullable<Config['oauth']['github']>, redirectUri: string): OAuthProvider {
  return {
    name: 'github',
    async authorizationUrl(state, codeVerifier) {
      return pkceUrl(client, redirectUri, client.authorizeUrl, state, codeVerifier, [
        'read:user',
        'user:email',
      ]);
    },
    async identify(code, codeVerifier) {
      const tokens = await exchangeCode(client.tokenUrl, client, redirectUri, code, codeVerifier);
      if (typeof tokens.access_token !== 'string') throw new ProviderError('no access_token');
      const headers = { authorization: `Bearer ${tokens.access_token}` };
      const user = await fetchJson(`${client.apiUrl}/user`, { headers });
      if (typeof user.id !== 'number' && typeof user.id !== 'string') throw new ProviderError('no user id');
      const emails = (await fetchJson(`${client.apiUrl}/user/emails`, { headers }).catch(
        () => undefined,
      )) as unknown;
      const list = Array.isArray(emails)
        ? (emails as { email?: unknown; primary?: unknown; verified?: unknown }[])
        : [];
      const best =
        list.find((entry) => entry.primary === true && entry.verified === true) ??
        list.find((entry) => entry.verified === true);
      return best && typeof best.email === 'string'
        ? { providerUserId: String(user.id), email: best.email, emailVerified: true }
        : {
            providerUserId: String(user.id),
            email: typeof user.email === 'string' ? user.email : undefined,
            emailVerified: false,
          };
    },
  };
}

/** Facebook does not mark emails as verified, so its email never matches an existing account. */
function facebook(client: NonNullable<Config['oauth']['facebook']>, redirectUri: string): OAuthProvider {
  return {
    name: 'facebook',
    async authorizationUrl(state, codeVerifier) {
      return pkceUrl(client, redirectUri, client.authorizeUrl, state, codeVerifier, [
        'email',
        'public_profile',
      ]);
    },
    async identify(code, codeVerifier) {
      const tokens = await exchangeCode(client.tokenUrl, client, redirectUri, code, codeVerifier);
      if (typeof tokens.access_token !== 'string') throw new ProviderError('no access_token');
      const url = new URL(`${client.graphUrl}/me`);
      url.searchParams.set('fields', 'id,email');
      const me = await fetchJson(url.toString(), {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      if (typeof me.id !== 'string' || !me.id) throw new ProviderError('no user id');
      return {
        providerUserId: me.id,
        email: typeof me.email === 'string' ? me.email : undefined,
        emailVerified: false,
      };
    },
  };
}

/** The providers whose client id and secret are configured. */
export function configuredProviders(config: Config, clock: Clock): Map<ProviderName, OAuthProvider> {
  const redirectUri = (name: ProviderName) => `${config.publicUrl}/api/auth/oauth/${name}/callback`;
  const providers = new Map<ProviderName, OAuthProvider>();
  if (config.oauth.google) providers.set('google', google(config.oauth.google, redirectUri('google'), clock));
  if (config.oauth.github) providers.set('github', github(config.oauth.github, redirectUri('github')));
  if (config.oauth.facebook)
    providers.set('facebook', facebook(config.oauth.facebook, redirectUri('facebook')));
  return providers;
}
