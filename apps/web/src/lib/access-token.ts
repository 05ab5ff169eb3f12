import { SESSION_HOURS } from '@trousse/contracts/auth-rules';
/**
 * The access token lives in a cookie named `accessToken` written by this code (1 day,
 * path=/, SameSite=Strict, Secure over https) and is sent as `Authorization: Bearer`.
 * The refresh token is another, httpOnly cookie that scripts never see.
 */
export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const ACCESS_TOKEN_MAX_AGE_SECONDS = SESSION_HOURS * 60 * 60;

/** A token the server handed back is refused when it is empty or the text "undefined". */
export function isUsableToken(token: unknown): token is string {
  return typeof token === 'string' && token.trim() !== '' && token.trim() !== 'undefined';
}

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The `document.cookie` assignment that stores (or, with maxAge 0, deletes) the access token. */
export function accessTokenCookie(
  token: string,
  options: { secure: boolean; maxAgeSeconds?: number },
): string {
  const maxAge = options.maxAgeSeconds ?? ACCESS_TOKEN_MAX_AGE_SECONDS;
  const parts = [
    `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}`,
    `Max-Age=${maxAge}`,
    'Path=/',
    'SameSite=Strict',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

function isSecurePage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function getAccessToken(): string | null {
  if (!hasDocument()) return null;
  const token = readCookie(document.cookie, ACCESS_TOKEN_COOKIE);
  return isUsableToken(token) ? token : null;
}

export function setAccessToken(token: string): void {
  if (hasDocument()) document.cookie = accessTokenCookie(token, { secure: isSecurePage() });
}

export function clearAccessToken(): void {
  if (hasDocument()) document.cookie = accessTokenCookie('', { secure: isSecurePage(), maxAgeSeconds: 0 });
}
