import { randomBytes } from 'node:crypto';
import { AccessTokens } from '../../src/lib/access-tokens';
import { ManualClock } from '../../src/lib/clock';
import { device, GOOD_CODE, uniqueEmail } from '../auth-helpers';
import { cookieSet, sendJson, type RawAnswer } from './http';

/** A signed-in account the fuzzer sends requests as. Its credentials follow rotations. */
export interface Account {
  email: string;
  code: string;
  deviceInfo: ReturnType<typeof device>;
  accessToken: string;
  /** `refreshToken=…`, to send back as a Cookie header. */
  cookie?: string;
}

/** Registers a new account (unique email, its own device fingerprint) over HTTP. */
export async function registerAccount(port: number, prefix = 'fuzz'): Promise<Account> {
  const email = uniqueEmail(prefix);
  const deviceInfo = device(`${prefix}-${randomBytes(8).toString('hex')}`);
  const answer = await sendJson(port, 'POST', '/api/auth/register', {
    body: { email, code: GOOD_CODE, codeConfirmation: GOOD_CODE, deviceInfo },
  });
  if (answer.status !== 201)
    throw new Error(`inscription refusée (${answer.status}) : ${answer.body.slice(0, 300)}`);
  const { accessToken } = answer.json as { accessToken: string };
  return { email, code: GOOD_CODE, deviceInfo, accessToken, cookie: cookieSet(answer, 'refreshToken') };
}

/**
 * Takes in the credentials an answer hands out to whoever sent `account`'s cookie (a refresh
 * rotates both the cookie and the access token).
 */
export function absorbCredentials(account: Account, answer: RawAnswer): void {
  const cookie = cookieSet(answer, 'refreshToken');
  if (!cookie) return;
  account.cookie = cookie;
  const token = (answer.json as { accessToken?: unknown } | undefined)?.accessToken;
  if (typeof token === 'string') account.accessToken = token;
}

export const AUTH_VARIANTS = [
  'lowerBearer',
  'garbage',
  'badSignature',
  'algNone',
  'wrongSecret',
  'expired',
  'emptyBearer',
  'basic',
] as const;
export type AuthVariant = (typeof AUTH_VARIANTS)[number];

/** What the server signs access tokens with, to forge tokens that are valid but for one flaw. */
export interface TokenSettings {
  appSecret: string;
  publicUrl: string;
  now(): Date;
}

/** The session id an access token carries (its `sid` claim). */
export function sessionIdOf(token: string): string {
  return claimsOf(token).sessionId;
}

function claimsOf(token: string): { userId: string; sessionId: string } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
    sid: string;
  };
  return { userId: payload.sub, sessionId: payload.sid };
}

/**
 * The Authorization header of a variant: the account's own token with a lower-case scheme, or a
 * token that must not open the account (forged, of another key, unsigned, expired…).
 */
export async function authorizationFor(
  variant: AuthVariant,
  account: Account,
  settings: TokenSettings,
): Promise<string> {
  const token = account.accessToken;
  const [header, payload, signature] = token.split('.') as [string, string, string];
  switch (variant) {
    case 'lowerBearer':
      return `bearer ${token}`;
    case 'garbage':
      return 'Bearer abc.def.ghi';
    case 'badSignature':
      // The first character: flipping the last one may only touch the padding bits.
      return `Bearer ${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    case 'algNone': {
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      return `Bearer ${none}.${payload}.`;
    }
    case 'wrongSecret': {
      const other = new AccessTokens(
        'another-secret-another-secret-0123456789',
        new ManualClock(settings.now()),
        settings.publicUrl,
      );
      return `Bearer ${await other.sign(claimsOf(token))}`;
    }
    case 'expired': {
      const anHourAgo = new ManualClock(new Date(settings.now().getTime() - 60 * 60 * 1000));
      const past = new AccessTokens(settings.appSecret, anHourAgo, settings.publicUrl);
      return `Bearer ${await past.sign(claimsOf(token))}`;
    }
    case 'emptyBearer':
      return 'Bearer ';
    case 'basic':
      return `Basic ${Buffer.from(`${account.email}:${account.code}`).toString('base64')}`;
  }
}
