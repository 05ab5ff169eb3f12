import { secondFactorCodeSchema, totpCodeSchema } from '@trousse/contracts/api/two-factor/schemas';
import { describe, expect, it } from 'vitest';

import { frenchT } from '../../test/translate';
import { ApiError, clientErrorCodes, toApiError } from '../../lib/api-client';
import {
  describeSetupVerifyError,
  describeTwoFactorError,
  groupSecret,
  isValidRecoveryCode,
  isValidTotpCode,
  normaliseRecoveryInput,
  normaliseSecondFactorInput,
  normaliseTotpInput,
  recoveryCodesFileText,
  secondFactorFormatProblem,
  TWO_FACTOR_BLOCK_MS,
  twoFactorErrorText,
} from './two-factor';

describe('two-factor code fields', () => {
  it('keep digits only in the app code, 6 at most (a pasted "123 456" included)', () => {
    expect(normaliseTotpInput('123 456')).toBe('123456');
    expect(normaliseTotpInput('12a3-4567 89')).toBe('123456');
    expect(normaliseTotpInput('abc')).toBe('');
  });

  it('upper-case the recovery code and keep letters and digits, 8 at most', () => {
    expect(normaliseRecoveryInput('abcd-ef23')).toBe('ABCDEF23');
    expect(normaliseRecoveryInput(' x7k9 mnpq zz')).toBe('X7K9MNPQ');
    expect(normaliseRecoveryInput('é!')).toBe('');
    expect(normaliseSecondFactorInput('app', 'ab12')).toBe('12');
    expect(normaliseSecondFactorInput('recovery', 'ab12')).toBe('AB12');
  });

  it('accept exactly 6 digits as an app code', () => {
    expect(isValidTotpCode('123456')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', '']) expect(isValidTotpCode(bad), bad).toBe(false);
  });

  it('accept 4 to 8 uppercase letters or digits as a recovery code', () => {
    for (const good of ['ABCD', 'A1B2C3D4', '2345678']) expect(isValidRecoveryCode(good), good).toBe(true);
    for (const bad of ['ABC', 'ABCDEFGH9', 'abcd', 'AB-CD', '']) {
      expect(isValidRecoveryCode(bad), bad).toBe(false);
    }
  });

  it('name the problem: "Veuillez entrer un code à 6 chiffres" or the recovery one', () => {
    expect(secondFactorFormatProblem('app', '12345')).toBe('totp-format');
    expect(secondFactorFormatProblem('app', '123456')).toBeNull();
    expect(secondFactorFormatProblem('recovery', 'AB1')).toBe('recovery-format');
    expect(secondFactorFormatProblem('recovery', 'AB12CD34')).toBeNull();
  });

  it('agree with the server schemas on every code they accept', () => {
    for (const code of ['123456', '000000']) expect(totpCodeSchema.safeParse(code).success).toBe(true);
    for (const code of ['ABCD', 'A1B2C3D4', '123456']) {
      expect(secondFactorCodeSchema.safeParse(code).success, code).toBe(true);
    }
    for (const code of ['AB1', 'ABCDEFGH9']) {
      expect(secondFactorCodeSchema.safeParse(code).success, code).toBe(false);
      expect(secondFactorFormatProblem('app', code)).not.toBeNull();
      expect(secondFactorFormatProblem('recovery', code)).not.toBeNull();
    }
  });
});

const t = frenchT();

/** The text a failure shows, as the two-factor forms say it. */
function shown(failure: { kind: string; error?: ApiError }): string {
  if (!failure.error) throw new Error(`no error to show for ${failure.kind}`);
  return twoFactorErrorText(failure.error, t);
}

describe('two-factor errors', () => {
  const now = Date.parse('2026-03-12T10:00:00Z');

  it('401 with the attempts left', () => {
    const error = toApiError(401, {
      error: 'Code 2FA incorrect',
      code: 'TWO_FACTOR_INVALID',
      remainingAttempts: 3,
    });
    expect(describeTwoFactorError(error, now)).toEqual({ kind: 'wrong-code', remainingAttempts: 3 });
    expect(
      describeTwoFactorError(toApiError(401, { error: 'Code 2FA incorrect', remainingAttempts: 0 }), now),
    ).toEqual({
      kind: 'wrong-code',
      remainingAttempts: 0,
    });
  });

  it('423 blocked until the server time, or 15 minutes from now', () => {
    const error = toApiError(423, {
      error: 'Trop de codes incorrects',
      code: 'TWO_FACTOR_BLOCKED',
      blockedUntil: '2026-03-12T10:15:00.000Z',
    });
    expect(describeTwoFactorError(error, now)).toEqual({
      kind: 'blocked',
      blockedUntil: Date.parse('2026-03-12T10:15:00.000Z'),
    });
    expect(describeTwoFactorError(toApiError(423, {}), now)).toEqual({
      kind: 'blocked',
      blockedUntil: now + TWO_FACTOR_BLOCK_MS,
    });
  });

  it('the step proof expired', () => {
    const error = toApiError(401, { error: 'Étape expirée', code: 'TWO_FACTOR_STEP_REQUIRED' });
    expect(describeTwoFactorError(error, now)).toEqual({ kind: 'step-expired' });
  });

  it('an unusable token: the 2FA variant of "Token invalide reçu du serveur"', () => {
    const error = new ApiError(0, 'Token invalide reçu du serveur', clientErrorCodes.invalidToken);
    expect(describeTwoFactorError(error, now)).toEqual({ kind: 'invalid-token' });
  });

  it('400 details, the server message, a network failure; otherwise "Code 2FA incorrect"', () => {
    const details = toApiError(400, {
      error: 'Données invalides',
      details: [{ field: 'code', message: 'Veuillez entrer un code de récupération valide' }],
    });
    expect(shown(describeTwoFactorError(details, now))).toBe(
      'Veuillez entrer un code de récupération valide',
    );
    expect(
      shown(
        describeTwoFactorError(
          toApiError(400, {
            error: "La double authentification n'est pas activée",
            code: 'TWO_FACTOR_NOT_ENABLED',
          }),
          now,
        ),
      ),
    ).toBe("La double authentification n'est pas activée");
    expect(shown(describeTwoFactorError(new ApiError(0, 'network', 'NETWORK_ERROR'), now))).toBe(
      'Erreur de connexion au serveur',
    );
    expect(describeTwoFactorError(toApiError(401, {}), now)).toEqual({ kind: 'default' });
    expect(describeTwoFactorError(toApiError(500, null), now)).toEqual({ kind: 'default' });
    expect(describeTwoFactorError(new Error('x'), now)).toEqual({ kind: 'default' });
  });

  it('set-up verification: a wrong code, a set-up to start again, or the message', () => {
    const wrong = toApiError(400, {
      error: 'Code incorrect. Veuillez réessayer.',
      code: 'TWO_FACTOR_INVALID',
    });
    expect(describeSetupVerifyError(wrong)).toEqual({ kind: 'wrong-code' });
    const gone = toApiError(400, {
      error: 'Aucune activation en cours : recommencez la configuration',
      code: 'TWO_FACTOR_NO_SETUP',
    });
    expect(describeSetupVerifyError(gone).kind).toBe('restart');
    expect(shown(describeSetupVerifyError(gone))).toBe(
      'Aucune activation en cours : recommencez la configuration',
    );
    const already = toApiError(409, {
      error: 'La double authentification est déjà activée',
      code: 'TWO_FACTOR_ALREADY_ENABLED',
    });
    expect(describeSetupVerifyError(already).kind).toBe('error');
    expect(shown(describeSetupVerifyError(already))).toBe('La double authentification est déjà activée');
    expect(shown(describeSetupVerifyError(new ApiError(0, 'network')))).toBe(
      'Erreur de connexion au serveur',
    );
  });
});

describe('set-up display', () => {
  it('shows the secret in groups of 4', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('jbswy3dpehpk3pxpab')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupSecret('')).toBe('');
  });

  it('writes the recovery codes one a line in the downloaded file', () => {
    const text = recoveryCodesFileText(['AAAA2222', 'BBBB3333'], {
      heading: 'Codes',
      generatedAt: 'Générés le 12 mars 2026',
      notice: 'Une fois chacun.',
    });
    expect(text.split('\n')).toEqual([
      'Codes',
      'Générés le 12 mars 2026',
      '',
      'AAAA2222',
      'BBBB3333',
      '',
      'Une fois chacun.',
      '',
    ]);
  });
});
