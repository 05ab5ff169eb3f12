import * as contract from '@trousse/contracts/api/generator/schemas';
import { generatorOptionsSchema, passphraseOptionsSchema } from '@trousse/contracts/api/generator/schemas';
import { messagesFrPassphrase } from '@trousse/contracts/messages-fr-generator';
import { describe, expect, it } from 'vitest';

import { fr } from '../../../i18n/locales/main/fr';
import { frenchT } from '../../../test/translate';
import {
  clampLength,
  clampWords,
  defaultGeneratorOptions,
  defaultPassphraseOptions,
  toggleOption,
  validateOptions as validateIn,
  validatePassphraseOptions as validatePassphraseIn,
} from './options';
import type { GeneratorOptions, PassphraseOptions } from './options';

const t = frenchT();
const validateOptions = (options: GeneratorOptions) => validateIn(options, t, contract);
const validatePassphrase = (options: PassphraseOptions) => validatePassphraseIn(options, t, contract);

describe('generator options', () => {
  it('default to the values of part 1 §5, which the server also takes', () => {
    expect(defaultGeneratorOptions).toEqual({
      length: 16,
      includeUppercase: true,
      includeLowercase: true,
      includeNumbers: true,
      includeSpecialChars: true,
      excludeAmbiguous: true,
      excludeSimilar: false,
    });
    expect(generatorOptionsSchema.parse({})).toEqual(defaultGeneratorOptions);
  });

  it('keep the length within 4–50', () => {
    expect(clampLength(2)).toBe(4);
    expect(clampLength(51)).toBe(50);
    expect(clampLength(6.4)).toBe(6);
    expect(clampLength(Number.NaN)).toBe(16);
  });
});

describe('validateOptions mirrors the server', () => {
  const cases = [
    defaultGeneratorOptions,
    { ...defaultGeneratorOptions, length: 3 },
    { ...defaultGeneratorOptions, length: 51 },
    { ...defaultGeneratorOptions, length: 12.5 },
    {
      ...defaultGeneratorOptions,
      includeUppercase: false,
      includeLowercase: false,
      includeNumbers: false,
      includeSpecialChars: false,
    },
    {
      ...defaultGeneratorOptions,
      includeUppercase: false,
      includeLowercase: false,
      includeSpecialChars: false,
      length: 6,
    },
  ];

  it.each(cases)('agrees with the contract schema (%o)', (options) => {
    const server = generatorOptionsSchema.safeParse(options);
    const problems = validateOptions(options);
    expect(problems.length === 0).toBe(server.success);
    if (!server.success) {
      expect(problems.map((problem) => problem.message).sort()).toEqual([
        ...new Set(server.error.issues.map((issue) => issue.message)),
      ]);
    }
  });

  it('asks for at least one character class, in French', () => {
    const none = {
      ...defaultGeneratorOptions,
      includeUppercase: false,
      includeLowercase: false,
      includeNumbers: false,
      includeSpecialChars: false,
    };
    expect(validateOptions(none)).toEqual([
      { field: 'includeUppercase', message: 'Sélectionnez au moins un type de caractères' },
    ]);
    expect(validateOptions({ ...none, excludeSimilar: true, excludeAmbiguous: false })).toHaveLength(1);
  });

  it('states the length range, in French', () => {
    expect(validateOptions({ ...defaultGeneratorOptions, length: 60 })[0]?.message).toBe(
      'La longueur doit être comprise entre 4 et 50 caractères',
    );
  });
});

describe('toggleOption', () => {
  it('flips one switch and leaves the rest', () => {
    const next = toggleOption(defaultGeneratorOptions, 'excludeSimilar');
    expect(next).toEqual({ ...defaultGeneratorOptions, excludeSimilar: true });
    expect(defaultGeneratorOptions.excludeSimilar).toBe(false);
  });
});

describe('passphrase options', () => {
  it('default to 5 words joined by hyphens, in lower case, without a digit, as the server does', () => {
    expect(defaultPassphraseOptions).toEqual({
      words: 5,
      separator: 'hyphen',
      capitalization: 'lower',
      digit: false,
    });
    expect(passphraseOptionsSchema.parse({})).toEqual(defaultPassphraseOptions);
  });

  it('keep the number of words within 3–10', () => {
    expect(clampWords(1)).toBe(3);
    expect(clampWords(12)).toBe(10);
    expect(clampWords(6.6)).toBe(7);
    expect(clampWords(Number.NaN)).toBe(5);
  });

  it("say the server's rules in the catalogue's French, word for word", () => {
    const { mode: _mode, language: _language, ...rules } = messagesFrPassphrase;
    expect(fr.generator.passphraseMessages).toEqual(rules);
  });

  const cases: PassphraseOptions[] = [
    defaultPassphraseOptions,
    { ...defaultPassphraseOptions, words: 2 },
    { ...defaultPassphraseOptions, words: 11 },
    { ...defaultPassphraseOptions, words: 4.5 },
    { ...defaultPassphraseOptions, separator: 'none' },
    { ...defaultPassphraseOptions, separator: 'none', capitalization: 'upper' },
    { ...defaultPassphraseOptions, separator: 'none', capitalization: 'title', digit: true },
    { ...defaultPassphraseOptions, separator: 'comma' as PassphraseOptions['separator'] },
    { ...defaultPassphraseOptions, capitalization: 'random' as PassphraseOptions['capitalization'] },
  ];

  it.each(cases)('validatePassphraseOptions agrees with the contract schema (%o)', (options) => {
    const server = passphraseOptionsSchema.safeParse(options);
    const problems = validatePassphrase(options);
    expect(problems.length === 0).toBe(server.success);
    if (!server.success) {
      expect(problems.map((problem) => problem.message).sort()).toEqual(
        [...new Set(server.error.issues.map((issue) => issue.message))].sort(),
      );
    }
  });

  it('asks for capital initials when there is no separator, on the separator field', () => {
    expect(validatePassphrase({ ...defaultPassphraseOptions, separator: 'none' })).toEqual([
      {
        field: 'separator',
        message: 'Sans séparateur, choisissez les initiales en majuscule : chaque mot doit rester repérable',
      },
    ]);
  });
});
