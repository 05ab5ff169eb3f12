import { randomBytes } from 'node:crypto';
import type { TestContext } from './helpers';

export const ORIGIN = 'http://localhost:3000';
export const GOOD_CODE = '2580';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter++;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@exemple.fr`;
}

export function device(label = randomBytes(6).toString('hex')) {
  return {
    fingerprint: `dev-${label}`,
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    screenResolution: '1920x1080',
  };
}

/** The refresh cookie a response set, as `name=value` to send back. */
export function refreshCookieOf(response: {
  cookies: { name: string; value: string }[];
}): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'refreshToken');
  return cookie && cookie.value ? `refreshToken=${cookie.value}` : undefined;
}

export async function register(
  ctx: TestContext,
  email = uniqueEmail(),
  code = GOOD_CODE,
  deviceInfo = device(),
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, code, codeConfirmation: code, deviceInfo },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const body = response.json();
  return {
    email,
    code,
    accessToken: body.accessToken as string,
    user: body.user,
    cookie: refreshCookieOf(response)!,
  };
}

export async function login(ctx: TestContext, email: string, code = GOOD_CODE, deviceInfo = device()) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, code, deviceInfo } });
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function refresh(ctx: TestContext, cookie: string | undefined, origin = ORIGIN) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { origin, ...(cookie ? { cookie } : {}) },
  });
}
