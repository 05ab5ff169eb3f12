import { describe, expect, it } from 'vitest';

import { ApiError, toApiError } from '../../lib/api-client';
import {
  describeLoginError,
  describeResetCodeError,
  describeResetRequestError,
  describeVerifyResetError,
  registerErrorMessage,
} from './auth-errors';
import { errorText } from '../../lib/error-message';
import { frenchT } from '../../test/translate';

const t = frenchT();

describe('login errors', () => {
  it('423: locked, with the server remainingTime', () => {
    const error = toApiError(423, {
      error: 'Votre compte a été bloqué après 3 tentatives infructueuses.',
      code: 'ACCOUNT_LOCKED',
      remainingTime: 10_800,
    });
    expect(describeLoginError(error, t)).toEqual({
      kind: 'locked',
      message: 'Votre compte a été bloqué après 3 tentatives infructueuses.',
      remainingTime: 10_800,
    });
    expect(describeLoginError(toApiError(423, {}), t)).toMatchObject({
      message: 'Votre compte a été bloqué après 3 tentatives infructueuses.',
      remainingTime: undefined,
    });
  });

  it('401: the server message (or "Code incorrect") with the attempts left', () => {
    expect(
      describeLoginError(
        toApiError(401, { error: 'Code incorrect', code: 'INVALID_CODE', remainingAttempts: 2 }),
        t,
      ),
    ).toEqual({ kind: 'wrong-code', message: 'Code incorrect', remainingAttempts: 2 });
    expect(describeLoginError(toApiError(401, null), t)).toMatchObject({ message: 'Code incorrect' });
  });

  it('400 with details: the code message, otherwise "Données invalides"', () => {
    const withCode = toApiError(400, {
      error: 'Données invalides',
      details: [{ field: 'code', message: 'Le code doit contenir entre 4 et 8 chiffres' }],
    });
    expect(describeLoginError(withCode, t).message).toBe('Le code doit contenir entre 4 et 8 chiffres');
    const other = toApiError(400, {
      error: 'Données invalides',
      details: [{ field: 'email', message: 'x' }],
    });
    expect(describeLoginError(other, t).message).toBe('Données invalides');
  });

  it('anything else: the server message, otherwise "Erreur de connexion"', () => {
    expect(describeLoginError(toApiError(500, { error: 'Une erreur est survenue' }), t).message).toBe(
      'Une erreur est survenue',
    );
    expect(
      describeLoginError(new ApiError(0, 'Erreur de connexion au serveur', 'NETWORK_ERROR'), t).message,
    ).toBe('Erreur de connexion');
    expect(describeLoginError(new Error('boom'), t).message).toBe('Erreur de connexion');
    expect(
      describeLoginError(new ApiError(0, 'Token invalide reçu du serveur', 'INVALID_TOKEN'), t).message,
    ).toBe('Token invalide reçu du serveur');
  });
});

describe('registration errors', () => {
  it('400 with details: the code or confirmation message, otherwise "Données invalides"', () => {
    const trivial = toApiError(400, {
      error: 'Données invalides',
      details: [{ field: 'code', message: 'Ce code est trop facile à deviner' }],
    });
    expect(registerErrorMessage(trivial, t)).toBe('Ce code est trop facile à deviner');
    const mismatch = toApiError(400, {
      error: 'Données invalides',
      details: [{ field: 'codeConfirmation', message: 'Les codes ne correspondent pas' }],
    });
    expect(registerErrorMessage(mismatch, t)).toBe('Les codes ne correspondent pas');
    expect(
      registerErrorMessage(toApiError(400, { error: 'x', details: [{ field: 'email', message: 'y' }] }), t),
    ).toBe('Données invalides');
  });

  it('409: device limit, or the email already taken', () => {
    expect(registerErrorMessage(toApiError(409, { error: 'x', code: 'DEVICE_LIMIT_EXCEEDED' }), t)).toBe(
      'Cet appareil est déjà lié à un compte, protection contre les multiples comptes.',
    );
    expect(registerErrorMessage(toApiError(409, { error: 'x', code: 'EMAIL_TAKEN' }), t)).toBe(
      'Un compte avec cet email existe déjà',
    );
  });

  it('anything else: the server message, otherwise "Erreur d\'inscription"', () => {
    expect(
      registerErrorMessage(toApiError(429, { error: 'Trop de requêtes, veuillez réessayer plus tard' }), t),
    ).toBe('Trop de requêtes, veuillez réessayer plus tard');
    expect(registerErrorMessage(toApiError(500, '<html>'), t)).toBe("Erreur d'inscription");
  });
});

describe('reset errors', () => {
  it('a wrong temporary code shows the attempts left and locks', () => {
    const error = toApiError(400, {
      error: 'Code incorrect',
      code: 'RESET_CODE_INVALID',
      remainingAttempts: 2,
    });
    expect(describeResetCodeError(error, t)).toEqual({
      problem: 'invalid',
      message: 'Code incorrect (2 tentative(s) restante(s))',
      lock: true,
    });
  });

  it('an expired code asks for a new one', () => {
    const error = toApiError(400, { error: 'Code de réinitialisation expiré', code: 'RESET_CODE_EXPIRED' });
    expect(describeResetCodeError(error, t)).toMatchObject({
      problem: 'expired',
      message: 'Code expiré. Demandez un nouveau code.',
    });
  });

  it('too many attempts asks for a new code, with the lock', () => {
    const error = toApiError(400, {
      error: 'Trop de tentatives incorrectes',
      code: 'RESET_TOO_MANY_ATTEMPTS',
    });
    expect(describeResetCodeError(error, t)).toEqual({
      problem: 'too-many',
      message: 'Trop de tentatives. Demandez un nouveau code.',
      lock: true,
    });
  });

  it('knows the problems by their code only, never by the wording of a message', () => {
    expect(
      describeResetCodeError(toApiError(400, { error: 'Code de réinitialisation expiré' }), t).problem,
    ).toBe('other');
    expect(
      describeResetCodeError(toApiError(400, { error: 'Trop de tentatives incorrectes' }), t).problem,
    ).toBe('other');
  });

  it('falls back on "Erreur lors de la vérification du code"', () => {
    expect(describeResetCodeError(toApiError(500, null), t).message).toBe(
      'Erreur lors de la vérification du code',
    );
  });

  it('request-reset: a cooldown (server time, 120 s by default) or an error', () => {
    expect(
      describeResetRequestError(
        toApiError(429, { error: 'Patientez', code: 'RESET_COOLDOWN', cooldownRemaining: 75 }),
        t,
      ),
    ).toEqual({
      kind: 'cooldown',
      seconds: 75,
      message: "Un code vient de vous être envoyé. Veuillez patienter avant d'en demander un autre.",
    });
    expect(
      describeResetRequestError(toApiError(429, { error: 'Patientez', code: 'RESET_COOLDOWN' }), t),
    ).toMatchObject({
      seconds: 120,
    });
    expect(describeResetRequestError(toApiError(500, null), t)).toEqual({
      kind: 'other',
      message: 'Erreur lors de la demande de réinitialisation',
    });
  });

  it('verify-reset: temporary-code problems, new-code problems, or "Erreur lors de la réinitialisation"', () => {
    expect(describeVerifyResetError(toApiError(400, { error: 'x', code: 'RESET_CODE_EXPIRED' }), t)).toEqual({
      kind: 'reset-code',
      message: 'Code expiré. Demandez un nouveau code.',
    });
    expect(
      describeVerifyResetError(
        toApiError(400, {
          error: 'Données invalides',
          details: [{ field: 'newCode', message: 'Ce code est trop facile à deviner' }],
        }),
        t,
      ),
    ).toEqual({ kind: 'new-code', message: 'Ce code est trop facile à deviner' });
    expect(describeVerifyResetError(toApiError(500, null), t)).toEqual({
      kind: 'other',
      message: 'Erreur lors de la réinitialisation',
    });
  });
});

describe('errorText', () => {
  it('says a known code through the catalogue, whatever the server wrote', () => {
    expect(errorText(toApiError(401, { error: 'Bad code', code: 'INVALID_CODE' }), t, 'F')).toBe(
      'Code incorrect',
    );
    expect(errorText(toApiError(400, { error: 'x', code: 'TWO_FACTOR_INVALID' }), t, 'F')).toBe(
      'Code incorrect. Veuillez réessayer.',
    );
    expect(errorText(toApiError(401, { error: 'x', code: 'TWO_FACTOR_INVALID' }), t, 'F')).toBe(
      'Code 2FA incorrect',
    );
  });

  it('says a quota refusal from its facts, as the server does', () => {
    const daily = toApiError(429, {
      error: 'x',
      code: 'QUOTA_EXCEEDED',
      planType: 'FREE',
      planName: 'Gratuit',
      limit: 3,
      period: 'day',
      resetAt: '2026-11-22T23:00:00.000Z',
    });
    expect(errorText(daily, t, 'F')).toBe(
      'Quota atteint : le forfait Gratuit permet 3 générations par jour. Il se renouvelle à minuit (heure de Paris).',
    );
  });

  it('prefers the server text for unknown codes, then device-side messages, then the fallback', () => {
    expect(errorText(toApiError(500, { error: 'Serveur' }), t, 'F')).toBe('Serveur');
    expect(
      errorText(
        new ApiError(
          429,
          'Limite freemium atteinte. Connectez-vous pour un accès illimité.',
          'FREEMIUM_LIMIT',
        ),
        t,
        'F',
      ),
    ).toBe('Limite freemium atteinte. Connectez-vous pour un accès illimité.');
    expect(errorText(toApiError(500, null), t, 'F')).toBe('F');
    expect(errorText('nope', t, 'F')).toBe('F');
  });
});
