import type { Language } from '@trousse/contracts/language';

/**
 * The passphrase's word lists, one per language of the product (decision 024), loaded on the
 * server only and only when a passphrase in that language is first asked for:
 *
 * - English, French, Spanish: the BIP39 lists of `@scure/bip39` (MIT), 2048 words each, curated
 *   for this use (common words, no two alike, none a prefix trap for the first four letters).
 * - German, which BIP39 lacks: derived from the German frequency lists of
 *   `@zxcvbn-ts/language-de` (MIT) by `deriveGermanList` below, a fixed filter whose result a
 *   test pins (size and checksum).
 */

/** Words per list: 2^11, so each word is worth 11 bits. */
export const WORD_LIST_SIZE = 2048;

/** The longest word a list may hold, so that ten words stay within PASSPHRASE_MAX_LENGTH. */
export const MAX_WORD_LENGTH = 9;

/**
 * A word as a person might type it: no accents, `ß` as `ss`, lower case. Two words of a list
 * never share it (`checkWordList`), so typing a word without its accents can never make it
 * another word of the list.
 */
export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').replaceAll('ß', 'ss').toLowerCase();
}

/** Where the German list comes from: the frequency lists of @zxcvbn-ts/language-de. */
export interface GermanSources {
  /** Words of German film subtitles, most frequent first: everyday language. */
  commonWords: readonly string[];
  /** Words of the German Wikipedia, most frequent first: attested written German. */
  wikipedia: readonly string[];
  firstnames: readonly string[];
  lastnames: readonly string[];
}

/**
 * Words left out of the German list by hand: death and killing, the Nazi era, war crimes,
 * sexuality, disease, and groups of people, which have no place in a random phrase shown to
 * someone. The filter drops them and takes the next words instead.
 */
export const GERMAN_EXCLUDED: ReadonlySet<string> = new Set([
  'angreifer',
  'attentat',
  'blood',
  'bomber',
  'christen',
  'dead',
  'death',
  'ermordung',
  'gestapo',
  'häftlinge',
  'hitler',
  'homo',
  'juden',
  'jüdische',
  'jüdischen',
  'leichnam',
  'luftwaffe',
  'massaker',
  'pest',
  'sexuellen',
  'starb',
  'starben',
  'tode',
  'türken',
  'verwundet',
  'weltkrieg',
]);

const GERMAN_WORD = new RegExp(`^[a-zäöüß]{4,${MAX_WORD_LENGTH}}$`);

/**
 * The German list, by a fixed filter (decision 024): the subtitle words in their frequency
 * order, each kept if it is 4 to 9 lower-case letters (a–z, ä, ö, ü, ß; NFC), still 9 at most
 * in capitals (`ß` becomes `SS`), is also a word of
 * the Wikipedia list (which drops subtitle artefacts and slang spellings), is no first or last
 * name of the package's lists, is not in GERMAN_EXCLUDED, and does not read like a word already
 * kept once normalised (`schon` keeps `schön` out); the first 2048 so kept.
 */
export function deriveGermanList(sources: GermanSources): string[] {
  const attested = new Set(sources.wikipedia.map((word) => word.normalize('NFC')));
  const names = new Set([...sources.firstnames, ...sources.lastnames].map((word) => word.normalize('NFC')));
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of sources.commonWords) {
    const word = raw.normalize('NFC');
    if (!GERMAN_WORD.test(word) || word.toUpperCase().length > MAX_WORD_LENGTH) continue;
    if (!attested.has(word) || names.has(word) || GERMAN_EXCLUDED.has(word)) continue;
    const normal = normalizeWord(word);
    if (seen.has(normal)) continue;
    seen.add(normal);
    words.push(word);
    if (words.length === WORD_LIST_SIZE) break;
  }
  return words;
}

/**
 * Refuses a list the generator cannot use as it promises: its size, words of lower-case letters
 * only (NFC), none longer than MAX_WORD_LENGTH even in capitals, and no two alike once
 * normalised. Every list passes this when it loads.
 */
export function checkWordList(language: string, words: readonly string[]): void {
  const problem = (what: string) => new Error(`word list ${language}: ${what}`);
  if (words.length !== WORD_LIST_SIZE) throw problem(`${words.length} words instead of ${WORD_LIST_SIZE}`);
  const normals = new Set<string>();
  for (const word of words) {
    if (!/^\p{Ll}+$/u.test(word) || word !== word.normalize('NFC')) throw problem(`bad word ${word}`);
    if ([...word.toUpperCase()].length > MAX_WORD_LENGTH) throw problem(`word too long: ${word}`);
    normals.add(normalizeWord(word));
  }
  if (normals.size !== words.length) throw problem('two words alike once normalised');
}

/** One of the package's lists, checked to be what it says. */
function germanSource(name: keyof GermanSources, module: { default: unknown }): string[] {
  const list = module.default;
  if (!Array.isArray(list) || !list.every((word) => typeof word === 'string'))
    throw new Error(`@zxcvbn-ts/language-de: ${name}.json is not a list of words`);
  return list;
}

const loaders: Record<Language, () => Promise<readonly string[]>> = {
  en: async () => (await import('@scure/bip39/wordlists/english.js')).wordlist,
  fr: async () => (await import('@scure/bip39/wordlists/french.js')).wordlist,
  es: async () => (await import('@scure/bip39/wordlists/spanish.js')).wordlist,
  de: async () => {
    const [commonWords, wikipedia, firstnames, lastnames] = await Promise.all([
      import('@zxcvbn-ts/language-de/src/commonWords.json', { with: { type: 'json' } }),
      import('@zxcvbn-ts/language-de/src/wikipedia.json', { with: { type: 'json' } }),
      import('@zxcvbn-ts/language-de/src/firstnames.json', { with: { type: 'json' } }),
      import('@zxcvbn-ts/language-de/src/lastnames.json', { with: { type: 'json' } }),
    ]);
    return deriveGermanList({
      commonWords: germanSource('commonWords', commonWords),
      wikipedia: germanSource('wikipedia', wikipedia),
      firstnames: germanSource('firstnames', firstnames),
      lastnames: germanSource('lastnames', lastnames),
    });
  },
};

const loaded = new Map<Language, Promise<readonly string[]>>();

/**
 * The words of a language's list, loaded and checked once per process. BIP39 stores accented
 * words decomposed (NFD); they are composed here (NFC), as a keyboard types them.
 */
export function wordList(language: Language): Promise<readonly string[]> {
  let list = loaded.get(language);
  if (!list) {
    list = loaders[language]().then((raw) => {
      const words = Object.freeze(raw.map((word) => word.normalize('NFC')));
      checkWordList(language, words);
      return words;
    });
    // A failed load is tried again by the next request, not remembered.
    list.catch(() => loaded.delete(language));
    loaded.set(language, list);
  }
  return list;
}
