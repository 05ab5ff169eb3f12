import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ECHO_MAX, frenchValidationError, shortEcho } from './validation-fr';

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('French validation messages', () => {
  beforeAll(() => {
    z.config(z.locales.fr());
    z.config({ customError: frenchValidationError });
  });

  it('names the bounds of a number out of range, infinite or missing', () => {
    const count = z.number().int().min(1).max(5);
    expect(messagesOf(count, Infinity)).toEqual(['Nombre hors limites : entre 1 et 5 attendu']);
    expect(messagesOf(count, 9)).toEqual(['Valeur trop grande : au plus 5']);
    expect(messagesOf(count, 0)).toEqual(['Valeur trop petite : au moins 1']);
    expect(messagesOf(count, 1.5)).toEqual(['Nombre entier attendu']);
    expect(messagesOf(count, 'deux')).toEqual(['Nombre attendu, entre 1 et 5']);
    expect(messagesOf(z.object({ count }), {})).toEqual(['Champ obligatoire']);
  });

  it('says what a text, a list, a choice and an object allow', () => {
    expect(messagesOf(z.string().max(3), 'quatre')).toEqual(['Trop long : au plus 3 caractères']);
    expect(messagesOf(z.string().min(1), '')).toEqual(['Ne doit pas être vide']);
    expect(messagesOf(z.array(z.number()).max(2), [1, 2, 3])).toEqual(["Trop d'éléments : au plus 2"]);
    expect(messagesOf(z.enum(['grid', 'list']), 'x')).toEqual([
      'Valeur non permise : une parmi grid, list attendue',
    ]);
    expect(messagesOf(z.boolean(), 'oui')).toEqual(['Booléen attendu (true ou false)']);
    expect(messagesOf(z.email(), 'pas-un-email')).toEqual(['Adresse e-mail invalide']);
  });

  it('never repeats more than a few characters of an unknown key', () => {
    const [message] = messagesOf(z.strictObject({}), { ['k'.repeat(1_000)]: 1 });
    expect(message).toBe(`Champ non permis : « ${'k'.repeat(ECHO_MAX)}… »`);
    expect(shortEcho('court')).toBe('court');
  });

  it('leaves the spec’s own messages alone', () => {
    expect(
      messagesOf(z.string().regex(/^\d{4,8}$/, 'Le code doit contenir entre 4 et 8 chiffres'), 'x'),
    ).toEqual(['Le code doit contenir entre 4 et 8 chiffres']);
  });
});
