import { describe, expect, it } from 'vitest';

import {
  CALLBACK_ERROR_REDIRECT_MS,
  CALLBACK_SUCCESS_REDIRECT_MS,
  enabledProviders,
  isOAuthProvider,
  oauthStartUrl,
  parseOAuthCallback,
} from './oauth';

const parse = (query: string) => parseOAuthCallback(new URLSearchParams(query));

describe('social-callback parameters', () => {
  it('a token and a provider: signed in', () => {
    expect(parse('token=abc.def&provider=google')).toEqual({
      kind: 'signed-in',
      token: 'abc.def',
      provider: 'google',
    });
  });

  it('a missing token or provider: "Paramètres de connexion manquants"', () => {
    for (const query of [
      '',
      'provider=google',
      'token=abc',
      'token=&provider=google',
      'token=abc&provider=',
    ]) {
      expect(parse(query), query).toEqual({ kind: 'missing' });
    }
  });

  it('an unusable token is refused', () => {
    expect(parse('token=undefined&provider=github')).toEqual({ kind: 'invalid-token' });
  });

  it('an error or a message wins over everything else', () => {
    expect(parse('error=access_denied&message=Connexion%20annul%C3%A9e&token=abc&provider=google')).toEqual({
      kind: 'error',
      error: 'access_denied',
      message: 'Connexion annulée',
    });
    expect(parse('error=access_denied')).toEqual({ kind: 'error', error: 'access_denied', message: null });
    expect(parse('message=Adresse%20non%20v%C3%A9rifi%C3%A9e')).toEqual({
      kind: 'error',
      error: null,
      message: 'Adresse non vérifiée',
    });
  });

  it('a linked account with two-factor: the verification step, for its email', () => {
    expect(parse('requires2FA=1&email=ana%40exemple.fr&provider=google')).toEqual({
      kind: 'two-factor',
      email: 'ana@exemple.fr',
      provider: 'google',
    });
    expect(parse('requires2FA=true&email=ana%40exemple.fr')).toMatchObject({ kind: 'two-factor' });
    expect(parse('requires2FA=1&provider=google')).toEqual({ kind: 'missing' });
  });

  it('waits 2 s after a success and 3 s after an error', () => {
    expect(CALLBACK_SUCCESS_REDIRECT_MS).toBe(2_000);
    expect(CALLBACK_ERROR_REDIRECT_MS).toBe(3_000);
  });
});

describe('providers', () => {
  it('keeps the known providers the server lists, in a fixed order', () => {
    expect(enabledProviders({ providers: ['facebook', 'google'] })).toEqual(['google', 'facebook']);
    expect(enabledProviders({ providers: ['github', 'twitter'] })).toEqual(['github']);
    expect(enabledProviders({ providers: [] })).toEqual([]);
    expect(enabledProviders(null)).toEqual([]);
    expect(enabledProviders({ providers: 'google' })).toEqual([]);
  });

  it('starts a sign-in with a full-page trip through the server', () => {
    expect(oauthStartUrl('google')).toBe('/api/auth/oauth/google');
    expect(oauthStartUrl('github')).toBe('/api/auth/oauth/github');
    expect(isOAuthProvider('facebook')).toBe(true);
    expect(isOAuthProvider('twitter')).toBe(false);
  });
});
