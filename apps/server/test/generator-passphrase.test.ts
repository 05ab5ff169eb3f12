import { createHash } from 'node:crypto';
import { passphraseOptionsSchema, type PassphraseOptions } from '@trousse/contracts/api/generator/schemas';
import {
  PASSPHRASE_MAX_LENGTH,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_SEPARATORS,
  type PassphraseSeparator,
} from '@trousse/contracts/generator-rules';
import { languages } from '@trousse/contracts/language';
import { messagesFrPassphrase } from '@trousse/contracts/messages-fr-generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import {
  generatePassphrase,
  passphraseAlphabetSize,
  passphraseEntropy,
} from '../src/modules/generator/passphrases';
import { uniformIndexes } from '../src/modules/generator/passwords';
import {
  checkWordList,
  deriveGermanList,
  GERMAN_EXCLUDED,
  MAX_WORD_LENGTH,
  normalizeWord,
  wordList,
  WORD_LIST_SIZE,
} from '../src/modules/generator/word-lists';
import { bearer, register } from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';
import { uniformityPValue } from './support/chi-square';

const defaults: PassphraseOptions = passphraseOptionsSchema.parse({});
const options = (changes: Partial<PassphraseOptions> = {}): PassphraseOptions => ({
  ...defaults,
  ...changes,
});

describe('the word lists (decision 024)', () => {
  it.each(languages)('%s: 2048 words of lower-case letters, none alike once normalised', async (language) => {
    const words = await wordList(language);
    expect(words).toHaveLength(WORD_LIST_SIZE);
    expect(() => checkWordList(language, words)).not.toThrow();
    expect(new Set(words.map(normalizeWord)).size).toBe(WORD_LIST_SIZE);
    for (const word of words) {
      expect(word).toMatch(/^\p{Ll}+$/u);
      expect(word.normalize('NFC')).toBe(word);
      expect([...word.toUpperCase()].length).toBeLessThanOrEqual(MAX_WORD_LENGTH);
    }
  });

  it('are the BIP39 lists for English, French and Spanish, composed (NFC) as typed', async () => {
    expect((await wordList('en')).slice(0, 3)).toEqual(['abandon', 'ability', 'able']);
    expect((await wordList('fr')).slice(0, 3)).toEqual(['abaisser', 'abandon', 'abdiquer']);
    expect(await wordList('fr')).toContain('élève');
    expect((await wordList('es')).slice(0, 3)).toEqual(['ábaco', 'abdomen', 'abeja']);
  });

  it('derive the German list from @zxcvbn-ts/language-de 3.0.2, always the same', async () => {
    const words = await wordList('de');
    expect(words.slice(0, 5)).toEqual(['eine', 'sich', 'auch', 'wird', 'oder']);
    expect(words.at(-1)).toBe('klammern');
    // The filter and the pinned package version give exactly this list; a change shows here.
    expect(createHash('sha256').update(words.join('\n')).digest('hex')).toBe(
      '5eb1d52239df3befe6a5bbbc40712a9dac12bec6f663fbeab19a58d361f0e5ae',
    );
    for (const word of GERMAN_EXCLUDED) expect(words).not.toContain(word);
  });

  it('German filter: length, letters, attested, no names, no exclusions, no look-alikes, frequency order', () => {
    const base = ['haus', 'baum', 'schön', 'schon', 'weiß', 'weiss', 'außerhalb', 'ab', 'zuverlässig'];
    const derived = deriveGermanList({
      commonWords: [...base, 'Haus', 'tür3', 'jimmy', 'müller', 'hitler', 'chffffff', 'garten'],
      wikipedia: [...base, 'jimmy', 'müller', 'hitler', 'garten'],
      firstnames: ['jimmy'],
      lastnames: ['müller'],
    });
    // 'schön' after 'schon', 'weiss' after 'weiß': the first one kept; 'außerhalb' is 10 in capitals.
    expect(derived).toEqual(['haus', 'baum', 'schön', 'weiß', 'garten']);
  });

  it('refuses a list it could not draw from as promised', async () => {
    const french = await wordList('fr');
    const changed = (index: number, word: string) => french.map((w, i) => (i === index ? word : w));
    expect(() => checkWordList('fr', changed(0, 'eleve'))).toThrow(/alike once normalised/);
    expect(() => checkWordList('fr', changed(0, 'Abaisser'))).toThrow(/bad word/);
    expect(() => checkWordList('fr', changed(0, 'abc-def'))).toThrow(/bad word/);
    expect(() => checkWordList('fr', changed(0, 'abaissement'))).toThrow(/too long/);
    expect(() => checkWordList('fr', changed(0, 'e\u0301le\u0300ve'))).toThrow(/bad word/);
    expect(() => checkWordList('fr', ['un', 'deux'])).toThrow(/2 words instead of 2048/);
  });

  it('keep the longest passphrase within the API bound', async () => {
    expect(PASSPHRASE_MAX_WORDS * MAX_WORD_LENGTH + PASSPHRASE_MAX_WORDS + 1).toBeLessThanOrEqual(
      PASSPHRASE_MAX_LENGTH,
    );
    for (const language of languages) {
      const longest = Math.max(...(await wordList(language)).map((word) => word.toUpperCase().length));
      expect(longest * PASSPHRASE_MAX_WORDS + PASSPHRASE_MAX_WORDS + 1).toBeLessThanOrEqual(
        PASSPHRASE_MAX_LENGTH,
      );
    }
  });
});

describe('drawing indexes without bias', () => {
  it('stays below the size, for one, two and four bytes', () => {
    for (const size of [1, 10, 76, 256, 257, 2048, 3000, 70_000]) {
      const drawn = uniformIndexes(2_000, size);
      expect(drawn).toHaveLength(2_000);
      expect(drawn.every((index) => Number.isInteger(index) && index >= 0 && index < size)).toBe(true);
    }
    expect(uniformIndexes(50, 1).every((index) => index === 0)).toBe(true);
    expect(() => uniformIndexes(1, 0)).toThrow(RangeError);
    expect(() => uniformIndexes(1, 2.5)).toThrow(RangeError);
  });

  it('draws words uniformly over the list (chi-square on 200,000 words)', async () => {
    const words = await wordList('fr');
    const indexOf = new Map(words.map((word, index) => [word, index]));
    const counts = new Array<number>(words.length).fill(0);
    const drawOptions = options({ words: 10, separator: 'space' });
    for (let i = 0; i < 20_000; i++) {
      for (const word of generatePassphrase(drawOptions, words).split(' ')) counts[indexOf.get(word)!]!++;
    }
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(200_000);
    expect(uniformityPValue(counts)).toBeGreaterThan(0.001);
  });

  it('the chi-square check does reject a biased draw of words', () => {
    // A classic mistake: a random number of 0–2999 reduced modulo 2048, so indexes under 952
    // come up twice as often.
    const counts = new Array<number>(WORD_LIST_SIZE).fill(0);
    for (let i = 0; i < 200_000; i++) counts[Math.floor(Math.random() * 3000) % WORD_LIST_SIZE]!++;
    expect(uniformityPValue(counts)).toBeLessThan(0.001);
    // Subtler: a range only 13 values past the list, so 13 words in 2048 come up twice as often.
    const slight = new Array<number>(WORD_LIST_SIZE).fill(0);
    for (let i = 0; i < 200_000; i++) slight[Math.floor(Math.random() * 2061) % WORD_LIST_SIZE]!++;
    expect(uniformityPValue(slight)).toBeLessThan(0.001);
  });

  it('draws the digit and its place uniformly (chi-square)', async () => {
    const words = await wordList('en');
    const digits = new Array<number>(10).fill(0);
    const places = new Array<number>(4).fill(0);
    let malformed = 0;
    for (let i = 0; i < 20_000; i++) {
      const tokens = generatePassphrase(options({ words: 3, digit: true }), words).split('-');
      const place = tokens.findIndex((token) => /^\d$/.test(token));
      if (tokens.length !== 4 || tokens.filter((token) => /\d/.test(token)).length !== 1) malformed++;
      digits[Number(tokens[place])]!++;
      places[place]!++;
    }
    expect(malformed).toBe(0);
    expect(uniformityPValue(digits)).toBeGreaterThan(0.001);
    expect(uniformityPValue(places)).toBeGreaterThan(0.001);
  });
});

describe('passphrase options', () => {
  it.each(Object.entries(PASSPHRASE_SEPARATORS).filter(([name]) => name !== 'none'))(
    'joins the words with the separator %s',
    async (name, separator) => {
      const words = await wordList('en');
      for (let i = 0; i < 50; i++) {
        const passphrase = generatePassphrase(options({ separator: name as PassphraseSeparator }), words);
        const parts = passphrase.split(separator);
        expect(parts).toHaveLength(5);
        for (const part of parts) expect(words).toContain(part);
      }
    },
  );

  it('writes the words in lower case, with capital initials, or in capitals', async () => {
    const words = await wordList('de');
    for (let i = 0; i < 50; i++) {
      const lower = generatePassphrase(options({ capitalization: 'lower' }), words);
      expect(lower).toBe(lower.toLowerCase());
      for (const word of lower.split('-')) expect(words).toContain(word);
      const upper = generatePassphrase(options({ capitalization: 'upper', separator: 'dot' }), words);
      expect(upper).toBe(upper.toUpperCase());
      const title = generatePassphrase(options({ capitalization: 'title', separator: 'underscore' }), words);
      for (const word of title.split('_')) {
        expect(word[0]).toBe(word[0]!.toUpperCase());
        expect(words).toContain(word[0]!.toLowerCase() + word.slice(1));
      }
    }
  });

  it('without a separator, the capital initials still mark each word', async () => {
    const words = await wordList('es');
    for (let i = 0; i < 50; i++) {
      const passphrase = generatePassphrase(
        options({ separator: 'none', capitalization: 'title', digit: true, words: 4 }),
        words,
      );
      const tokens = passphrase.match(/\d|\p{Lu}\p{Ll}*/gu)!;
      expect(tokens.join('')).toBe(passphrase);
      expect(tokens).toHaveLength(5);
      for (const token of tokens.filter((token) => !/\d/.test(token)))
        expect(words).toContain(token.toLowerCase());
    }
  });

  it('refuses no separator unless the words have capital initials (else two draws could read alike)', () => {
    const refused = passphraseOptionsSchema.safeParse({ separator: 'none' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([messagesFrPassphrase.noSeparator]);
    expect(passphraseOptionsSchema.safeParse({ separator: 'none', capitalization: 'upper' }).success).toBe(
      false,
    );
    expect(passphraseOptionsSchema.safeParse({ separator: 'none', capitalization: 'title' }).success).toBe(
      true,
    );
  });

  it('prices a stretch without pattern against the characters the passphrase may hold', async () => {
    const en = await wordList('en');
    expect(passphraseAlphabetSize(en, options())).toBe(27);
    // Title case: the 26 letters, 25 capitals (no English word of the list starts with x), '-', 10 digits.
    expect(passphraseAlphabetSize(en, options({ capitalization: 'title', digit: true }))).toBe(
      26 + 25 + 1 + 10,
    );
    expect(passphraseAlphabetSize(en, options({ capitalization: 'upper', separator: 'none' }))).toBe(26);
  });
});

describe('passphrase entropy', () => {
  it('is words × log2(list size), plus log2(10) + log2(words + 1) for the digit', () => {
    expect(passphraseEntropy(5, 2048, false)).toEqual({
      entropy: 55,
      passphrase: { words: 5, listSize: 2048, wordBits: 55, digitBits: 0 },
    });
    const withDigit = passphraseEntropy(5, 2048, true);
    expect(withDigit.passphrase.digitBits).toBeCloseTo(Math.log2(10) + Math.log2(6), 2);
    expect(withDigit.entropy).toBeCloseTo(55 + Math.log2(60), 2);
    expect(passphraseEntropy(3, 2048, false).entropy).toBe(33);
    expect(passphraseEntropy(10, 2048, true).entropy).toBeCloseTo(110 + Math.log2(110), 2);
    expect(passphraseEntropy(4, 1000, false).entropy).toBeCloseTo(4 * Math.log2(1000), 2);
  });

  it('counts exactly: every (words, digit, place) gives its own passphrase', () => {
    // A tiny list, drawn until every outcome shows: 3^2 word pairs × 10 digits × 3 places.
    const list = ['ab', 'abc', 'cab'];
    const seen = new Set<string>();
    for (let i = 0; i < 20_000 && seen.size < 270; i++)
      seen.add(
        generatePassphrase(
          options({ words: 2, separator: 'none', capitalization: 'title', digit: true }),
          list,
        ),
      );
    expect(seen.size).toBe(270);
    expect(passphraseEntropy(2, list.length, true).entropy).toBeCloseTo(Math.log2(270), 2);
  });
});

describe('the generate call in passphrase mode', () => {
  let ctx: TestContext;
  let token: string;
  const generate = (body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/apps/password-generator/generate',
      headers: bearer(token),
      payload: body as object,
    });
  const used = async () =>
    (await ctx.app.inject({ url: '/api/apps/password-generator/usage', headers: bearer(token) })).json().usage
      .currentUsage as number;

  beforeAll(async () => {
    ctx = await createTestApp({ clock: new ManualClock('2026-11-22T10:00:00Z') });
    const account = await register(ctx);
    token = account.accessToken;
    // Unlimited: the uses still count, and the test is not cut short by the FREE day's 3.
    await ctx.app.services.quota.setPlan(account.user.id, 'INFINITY');
  });
  afterAll(() => ctx.close());

  it('draws 3 passphrases in the asked language for one use, with their entropy and strength', async () => {
    const before = await used();
    const response = await generate({
      mode: 'passphrase',
      language: 'de',
      options: { words: 6, separator: 'dot', capitalization: 'lower', digit: false },
      count: 3,
    });
    expect(response.statusCode).toBe(200);
    const { passwords } = response.json();
    expect(passwords).toHaveLength(3);
    const german = await wordList('de');
    for (const item of passwords) {
      const words = item.password.split('.');
      expect(words).toHaveLength(6);
      for (const word of words) expect(german).toContain(word);
      expect(item.entropy).toBe(66);
      expect(item.passphrase).toEqual({ words: 6, listSize: 2048, wordBits: 66, digitBits: 0 });
      expect(item.strength.level).toMatch(/^(weak|fair|good|strong|very-strong)$/);
      expect(item.strength.score).toBeGreaterThanOrEqual(0);
    }
    expect(await used()).toBe(before + 1);
  });

  it('counts one use per call, like a call of several passwords', async () => {
    const start = await used();
    expect((await generate({ options: { length: 12 }, count: 5 })).statusCode).toBe(200);
    expect(await used()).toBe(start + 1);
    expect((await generate({ mode: 'passphrase', options: {}, count: 5 })).statusCode).toBe(200);
    expect(await used()).toBe(start + 2);
    expect((await generate({ mode: 'passphrase', options: {} })).json().passwords).toHaveLength(1);
    expect(await used()).toBe(start + 3);
  });

  it('takes the defaults: 5 French words joined by hyphens, in lower case, no digit', async () => {
    const response = await generate({ mode: 'passphrase', options: {} });
    const [item] = response.json().passwords;
    const french = await wordList('fr');
    const words = item.password.split('-');
    expect(words).toHaveLength(5);
    for (const word of words) expect(french).toContain(word);
    expect(item.entropy).toBe(55);
    // zxcvbn finds French words: its view is at most the draw's (equal when it finds none; the
    // estimate goes through log10 and back, hence a relative margin of rounding), and shown too.
    expect(item.strength.crackTimeSeconds).toBeLessThanOrEqual((2 ** 55 / 1e13) * (1 + 1e-9));
  });

  it('adds the digit bits to the entropy', async () => {
    const response = await generate({
      mode: 'passphrase',
      language: 'en',
      options: { words: 4, separator: 'none', capitalization: 'title', digit: true },
    });
    const [item] = response.json().passwords;
    expect(item.password).toMatch(/^(\d?(\p{Lu}\p{Ll}+)){4}\d?$/u);
    expect(item.password.replace(/\D/g, '')).toHaveLength(1);
    expect(item.passphrase.digitBits).toBeCloseTo(Math.log2(10) + Math.log2(5), 2);
    expect(item.entropy).toBeCloseTo(44 + Math.log2(50), 2);
  });

  it.each([
    [{ mode: 'passphrase', options: { words: 2 } }, 'options.words', messagesFrPassphrase.words],
    [{ mode: 'passphrase', options: { words: 11 } }, 'options.words', messagesFrPassphrase.words],
    [{ mode: 'passphrase', options: { words: 4.5 } }, 'options.words', messagesFrPassphrase.words],
    [{ mode: 'passphrase', options: { words: '5' } }, 'options.words', messagesFrPassphrase.words],
    [
      { mode: 'passphrase', options: { separator: ',' } },
      'options.separator',
      messagesFrPassphrase.separator,
    ],
    [
      { mode: 'passphrase', options: { separator: 'none' } },
      'options.separator',
      messagesFrPassphrase.noSeparator,
    ],
    [
      { mode: 'passphrase', options: { capitalization: 'random' } },
      'options.capitalization',
      messagesFrPassphrase.capitalization,
    ],
    [{ mode: 'passphrase', language: 'it', options: {} }, 'language', messagesFrPassphrase.language],
    [{ mode: 'passphrase', language: null, options: {} }, 'language', messagesFrPassphrase.language],
    [{ mode: 'words', options: {} }, 'mode', messagesFrPassphrase.mode],
    [{ mode: 'passphrase', options: {}, count: 6 }, 'count', 'Valeur trop grande : au plus 5'],
    [{ mode: 'passphrase', options: { words: 5, length: 16 } }, 'options', 'Champ non permis : « length »'],
    [{ mode: 'passphrase' }, 'options', 'Champ obligatoire'],
  ])('refuses %j with a French 400 and uses nothing', async (body, field, message) => {
    const before = await used();
    const response = await generate(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Données invalides', code: 'VALIDATION_ERROR' });
    expect(response.json().details).toContainEqual({ field, message });
    expect(await used()).toBe(before);
  });

  it('still takes the password form of before, mode left out or named', async () => {
    for (const body of [{ options: {} }, { mode: 'password', options: { length: 8 }, count: 2 }]) {
      const response = await generate(body);
      expect(response.statusCode).toBe(200);
      expect(response.json().passwords[0].passphrase).toBeUndefined();
    }
    const mixed = await generate({ mode: 'password', options: { words: 5 } });
    expect(mixed.statusCode).toBe(400);
  });
});
