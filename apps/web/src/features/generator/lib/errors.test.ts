import { describe, expect, it } from 'vitest';

import { ApiError, clientErrorCodes, toApiError } from '../../../lib/api-client';
import { frenchT } from '../../../test/translate';
import { generationFailure as failureIn } from './errors';

const t = frenchT();
const generationFailure = (error: unknown) => failureIn(error, t);

const quotaMessage =
  'Quota atteint : le forfait Gratuit permet 3 générations par jour. Il se renouvelle à minuit (heure de Paris).';

describe('generationFailure (part 1 §8)', () => {
  it("shows the server's quota message and keeps when it resets", () => {
    const error = toApiError(429, {
      error: quotaMessage,
      code: 'QUOTA_EXCEEDED',
      resetAt: '2030-01-01T23:00:00.000Z',
    });
    expect(generationFailure(error)).toEqual({
      kind: 'quota',
      message: quotaMessage,
      resetAt: '2030-01-01T23:00:00.000Z',
    });
  });

  it("falls back on 'Quota dépassé'", () => {
    expect(generationFailure(toApiError(429, { code: 'QUOTA_EXCEEDED' }))).toEqual({
      kind: 'quota',
      message: 'Quota dépassé',
      resetAt: null,
    });
  });

  it("says 'Erreur de connexion au serveur' for anything else", () => {
    for (const error of [
      toApiError(500, { error: 'Une erreur est survenue' }),
      toApiError(429, { error: 'Trop de requêtes, veuillez réessayer plus tard' }),
      new ApiError(0, 'Erreur de connexion au serveur', clientErrorCodes.network),
      new Error('boom'),
      undefined,
    ]) {
      expect(generationFailure(error)).toEqual({ kind: 'error', message: 'Erreur de connexion au serveur' });
    }
  });

  it("adds the server's detail of an invalid option or a failed generation", () => {
    const invalid = toApiError(400, {
      error: 'Données invalides',
      details: [
        { field: 'options.length', message: 'La longueur doit être comprise entre 4 et 50 caractères' },
      ],
    });
    expect(generationFailure(invalid)).toEqual({
      kind: 'error',
      message: 'Erreur de connexion au serveur',
      detail: 'La longueur doit être comprise entre 4 et 50 caractères',
    });
    const failed = toApiError(503, { error: 'La génération a échoué.', code: 'GENERATION_FAILED' });
    expect(generationFailure(failed)).toMatchObject({ kind: 'error', detail: 'La génération a échoué.' });
  });

  it('sends an ended session to sign-in, and recognises the freemium block', () => {
    expect(generationFailure(new ApiError(401, 'Session expirée', clientErrorCodes.sessionExpired))).toEqual({
      kind: 'sign-in',
    });
    expect(
      generationFailure(new ApiError(429, 'Limite freemium atteinte.', clientErrorCodes.freemiumLimit)),
    ).toMatchObject({ kind: 'freemium' });
  });
});
