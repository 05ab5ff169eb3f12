import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../lib/api-client';
import { frenchT } from '../../../test/translate';
import {
  CALLBACK_ERROR_REDIRECT_MS,
  CALLBACK_MESSAGE_MAX_LENGTH,
  CALLBACK_SUCCESS_REDIRECT_MS,
  callbackFailureMessage,
  isOAuthProvider,
  oauthStartUrl,
  parseOAuthCallback,
  shortenCallbackText,
} from './oauth';

const parse = (query: string) => parseOAuthCallback(new URLSearchParams(query));

describe('social-callback parameters', () => {
  it('a known provider: signed in through the refresh cookie', () => {
    expect(parse('provider=google')).toEqual({ kind: 'signed-in', provider: 'google' });
    expect(parse('provider=github')).toEqual({ kind: 'signed-in', provider: 'github' });
  });

  it('never takes a token from the address (login CSRF)', () => {
    for (const query of [
      'token=eyJhbGciOiJIUzI1NiJ9.attacker.sig&provider=google',
      'token=undefined&provider=github',
      'token=&provider=facebook',
    ]) {
      const outcome = parse(query);
      expect(outcome.kind, query).toBe('signed-in');
      expect(JSON.stringify(outcome), query).not.toContain('token');
    }
    // A token alone is not a sign-in.
    expect(parse('token=eyJhbGciOiJIUzI1NiJ9.attacker.sig')).toEqual({ kind: 'missing' });
  });

  it('a missing or unknown provider: "Paramètres de connexion manquants"', () => {
    for (const query of ['', 'provider=', 'provider=%20', 'token=abc', 'provider=myspace']) {
      expect(parse(query), query).toEqual({ kind: 'missing' });
    }
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

  it('keeps the message as plain text, cut to 200 characters with an ellipsis', () => {
    const markup = '<img src=x onerror=alert(1)>';
    expect(parse(`message=${encodeURIComponent(markup)}`)).toMatchObject({ message: markup });

    const long = 'Appelez vite le 01 23 45 67 89 '.repeat(20);
    const outcome = parse(`error=x&message=${encodeURIComponent(long)}`);
    expect(outcome.kind).toBe('error');
    const message = outcome.kind === 'error' ? outcome.message! : '';
    // At most 200 characters; a space left before the ellipsis is dropped.
    expect(Array.from(message).length).toBeLessThanOrEqual(CALLBACK_MESSAGE_MAX_LENGTH);
    expect(Array.from(message).length).toBeGreaterThan(CALLBACK_MESSAGE_MAX_LENGTH - 5);
    expect(message.endsWith('…')).toBe(true);
    expect(long.startsWith(message.slice(0, -1))).toBe(true);

    const longError = parse(`error=${'e'.repeat(500)}`);
    expect(longError.kind === 'error' && Array.from(longError.error!).length).toBe(
      CALLBACK_MESSAGE_MAX_LENGTH,
    );
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

describe('shortenCallbackText', () => {
  it('keeps a short text as it is and never splits a character', () => {
    expect(shortenCallbackText('Connexion annulée')).toBe('Connexion annulée');
    expect(shortenCallbackText('a'.repeat(200))).toBe('a'.repeat(200));
    expect(shortenCallbackText('abcdef', 4)).toBe('abc…');
    expect(shortenCallbackText('ab😀😀😀', 4)).toBe('ab😀…');
    expect(shortenCallbackText('ab  cdef', 4)).toBe('ab…');
  });
});

describe('callbackFailureMessage', () => {
  const t = frenchT();
  const fallback = 'Erreur de connexion';

  it('a refresh refused by the server: its message, not "session expired"', () => {
    const refused = new ApiError(401, 'Session invalide ou expirée', 'REFRESH_INVALID', undefined, {
      body: { error: 'Session invalide ou expirée', code: 'REFRESH_INVALID' },
    });
    const expired = new ApiError(
      401,
      'Session expirée, veuillez vous reconnecter',
      'SESSION_EXPIRED',
      undefined,
      {
        cause: refused,
      },
    );
    expect(callbackFailureMessage(expired, t, fallback)).toBe('Session invalide ou expirée');
  });

  it('no answer from the server, or a refusal without a message: the login error', () => {
    const network = new ApiError(0, 'Erreur de connexion au serveur', 'NETWORK_ERROR');
    expect(callbackFailureMessage(network, t, fallback)).toBe(fallback);
    const bare = new ApiError(
      401,
      'Session expirée, veuillez vous reconnecter',
      'SESSION_EXPIRED',
      undefined,
      {
        cause: new ApiError(401, 'Une erreur est survenue'),
      },
    );
    expect(callbackFailureMessage(bare, t, fallback)).toBe(fallback);
    expect(callbackFailureMessage(new Error('boom'), t, fallback)).toBe(fallback);
  });

  it('a failed user check after the refresh: the server message', () => {
    const failed = new ApiError(500, 'x', undefined, undefined, { body: { error: 'Erreur interne' } });
    expect(callbackFailureMessage(failed, t, fallback)).toBe('Erreur interne');
  });
});

describe('providers', () => {
  it('starts a sign-in with a full-page trip through the server', () => {
    expect(oauthStartUrl('google')).toBe('/api/auth/oauth/google');
    expect(oauthStartUrl('github')).toBe('/api/auth/oauth/github');
    expect(isOAuthProvider('facebook')).toBe(true);
    expect(isOAuthProvider('twitter')).toBe(false);
  });
});
