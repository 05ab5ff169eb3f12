import { describe, expect, it } from 'vitest';
import { emailSchema, loginRequestSchema, registerRequestSchema, resetCodeSchema } from './schemas';
import { isTrivialCode } from '../../auth-rules';

describe('access code rules', () => {
  it.each(['0000', '1111', '1234', '98765', '23456789', '87654321', '3210'])('%s is trivial', (code) => {
    expect(isTrivialCode(code)).toBe(true);
  });
  it.each(['1357', '2580', '1243', '90123', '112233', '0001'])('%s is not trivial', (code) => {
    expect(isTrivialCode(code)).toBe(false);
  });

  it('refuses codes outside 4–8 ASCII digits with the spec message', () => {
    for (const code of ['123', '123456789', '12a4', '١٢٣٤', '12 34']) {
      const result = loginRequestSchema.safeParse({ email: 'a@b.fr', code });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Le code doit contenir entre 4 et 8 chiffres');
    }
  });

  it('requires the confirmation to match, and refuses trivial codes at registration', () => {
    const mismatch = registerRequestSchema.safeParse({
      email: 'a@b.fr',
      code: '2580',
      codeConfirmation: '2581',
    });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['codeConfirmation'], message: 'Les codes ne correspondent pas' }),
    ]);
    const trivial = registerRequestSchema.safeParse({
      email: 'a@b.fr',
      code: '1234',
      codeConfirmation: '1234',
    });
    expect(trivial.error?.issues[0]).toMatchObject({
      path: ['code'],
      message: 'Ce code est trop facile à deviner',
    });
  });

  it('refuses unknown fields', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.fr', code: '2580', admin: true }).success).toBe(false);
  });
});

describe('emails and reset codes', () => {
  it('trims and lower-cases emails, and explains a missing or malformed one', () => {
    expect(emailSchema.parse('  Alice@Example.FR ')).toBe('alice@example.fr');
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe("L'email est requis");
    expect(emailSchema.safeParse('pas-un-email').error?.issues[0]?.message).toBe(
      'Veuillez saisir une adresse e-mail valide',
    );
  });

  it('upper-cases reset codes and requires 8 characters', () => {
    expect(resetCodeSchema.parse(' abcd2345 ')).toBe('ABCD2345');
    expect(resetCodeSchema.safeParse('ABC').success).toBe(false);
  });
});
