import { describe, expect, it } from 'vitest';

import { accessTokenCookie, isUsableToken, readCookie } from './access-token';

describe('isUsableToken', () => {
  it('refuses an empty token or the text "undefined"', () => {
    expect(isUsableToken('')).toBe(false);
    expect(isUsableToken('   ')).toBe(false);
    expect(isUsableToken('undefined')).toBe(false);
    expect(isUsableToken(undefined)).toBe(false);
    expect(isUsableToken(null)).toBe(false);
    expect(isUsableToken(42)).toBe(false);
  });

  it('accepts anything else', () => {
    expect(isUsableToken('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(true);
  });
});

describe('access token cookie', () => {
  it('is written for one day on the whole site, SameSite=Strict, Secure over https', () => {
    expect(accessTokenCookie('abc', { secure: false })).toBe(
      'accessToken=abc; Max-Age=86400; Path=/; SameSite=Strict',
    );
    expect(accessTokenCookie('abc', { secure: true })).toBe(
      'accessToken=abc; Max-Age=86400; Path=/; SameSite=Strict; Secure',
    );
  });

  it('is deleted with Max-Age=0', () => {
    expect(accessTokenCookie('', { secure: false, maxAgeSeconds: 0 })).toBe(
      'accessToken=; Max-Age=0; Path=/; SameSite=Strict',
    );
  });

  it('is read back among other cookies', () => {
    expect(readCookie('a=1; accessToken=x.y.z; b=2', 'accessToken')).toBe('x.y.z');
    expect(readCookie('a=1', 'accessToken')).toBeNull();
    expect(readCookie('', 'accessToken')).toBeNull();
    expect(readCookie('myaccessToken=no; accessToken=yes', 'accessToken')).toBe('yes');
    expect(readCookie('accessToken=a%20b', 'accessToken')).toBe('a b');
  });
});
