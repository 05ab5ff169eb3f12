import type { Strength, StrengthLevel } from './api/generator/schemas';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as frenchDictionary, translations as frenchTranslations } from '@zxcvbn-ts/language-fr';

/** The attacker of the crack-time estimate: 10^13 guesses per second (spec part 1 §9). */
export const GUESSES_PER_SECOND = 1e13;

let zxcvbn: ZxcvbnFactory | undefined;

type Translations = typeof frenchTranslations;

/**
 * zxcvbn's translations with each text replaced by its own key (`warnings.dates`): the checker
 * then says which advice applies, and the answer carries both the key, for clients in other
 * languages, and the French text of the spec.
 */
const keyedTranslations = Object.fromEntries(
  Object.entries(frenchTranslations).map(([group, texts]) => [
    group,
    Object.fromEntries(Object.keys(texts).map((key) => [key, `${group}.${key}`])),
  ]),
) as Translations;

/** Advice of our own, when zxcvbn has none for a weak result. */
const ownFeedback = {
  'trousse.lengthen': 'Allongez le mot de passe : 12 caractères au moins.',
  'trousse.addClasses': 'Ajoutez des types de caractères.',
} as const;

/** The French text of an advice key. */
export function feedbackFr(key: string): string {
  if (key in ownFeedback) return ownFeedback[key as keyof typeof ownFeedback];
  const [group, name] = key.split('.') as [keyof Translations, string];
  return (frenchTranslations[group] as Record<string, string> | undefined)?.[name] ?? key;
}

/** Dictionaries are loaded once per process (here: once per worker thread). */
export function checker(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...frenchDictionary },
    graphs: adjacencyGraphs,
    translations: keyedTranslations,
  });
  return zxcvbn;
}

/**
 * The guesses an attacker needs, as log10. The generator knows the exact entropy of what it
 * drew; zxcvbn then looks for accidental patterns (words, sequences, repeats, keyboard runs).
 * Where it finds one, that stretch costs what zxcvbn estimates instead of alphabet^length,
 * and the lower of the two totals wins.
 */
export function guessesLog10(result: ZxcvbnResult, entropy: number, alphabetSize: number): number {
  const fromEntropy = entropy * Math.log10(2);
  const structured = result.sequence.some((match) => match.pattern !== 'bruteforce');
  if (!structured) return fromEntropy;
  let withPatterns = 0;
  for (const match of result.sequence) {
    withPatterns +=
      match.pattern === 'bruteforce'
        ? match.token.length * Math.log10(alphabetSize)
        : Math.log10(Math.max(1, (match as { guesses?: number }).guesses ?? 1));
  }
  return Math.min(fromEntropy, withPatterns);
}

/**
 * A pattern worth telling the user about: four characters or more, and at least a hundred
 * times cheaper to guess than the same stretch drawn at random. Random passwords hold tiny
 * accidental "words" (two or three letters) that change nothing.
 */
function isTellingPattern(match: ZxcvbnResult['sequence'][number], alphabetSize: number): boolean {
  if (match.pattern === 'bruteforce' || match.token.length < 4) return false;
  const guesses = (match as { guesses?: number }).guesses ?? 1;
  return Math.log10(Math.max(1, guesses)) < match.token.length * Math.log10(alphabetSize) - 2;
}

export function levelOf(log10: number): StrengthLevel {
  if (log10 < 14) return 'weak';
  if (log10 < 17) return 'fair';
  if (log10 < 20) return 'good';
  if (log10 < 24) return 'strong';
  return 'very-strong';
}

/** 0 to 100: 10^30 guesses and beyond is 100. */
export function scoreOf(log10: number): number {
  return Math.max(0, Math.min(100, Math.round((log10 / 30) * 100)));
}

const units: [number, string, string][] = [
  [60, 'seconde', 'secondes'],
  [60, 'minute', 'minutes'],
  [24, 'heure', 'heures'],
  [30, 'jour', 'jours'],
  [12, 'mois', 'mois'],
  [100, 'an', 'ans'],
];

/** Seconds an attacker at 10^13 guesses per second needs. */
export function crackSeconds(log10: number): number {
  return 10 ** log10 / GUESSES_PER_SECOND;
}

/** Crack time in plain French: 'moins d'une seconde', '3 heures', 'des siècles'. */
export function crackTimeFr(log10: number): string {
  let value = crackSeconds(log10);
  if (value < 1) return "moins d'une seconde";
  for (const [next, singular, plural] of units) {
    if (value < next) {
      const rounded = Math.floor(value);
      return `${rounded} ${rounded === 1 ? singular : plural}`;
    }
    value /= next;
  }
  return 'des siècles';
}

/**
 * zxcvbn's matching grows much faster than the length (about 14 ms at 16 characters, 300 ms
 * and more at 48), so the password is checked in windows of this many characters: an
 * accidental word, sequence or repeat is found in the window that holds it, and the cost stays
 * linear in the length. The windows' estimates add up, as independent stretches do.
 */
export const STRENGTH_WINDOW = 16;

export function estimateStrength(password: string, entropy: number, alphabetSize: number): Strength {
  const bitsPerChar = entropy / Math.max(1, password.length);
  let log10 = 0;
  const feedbackKeys = new Set<string>();
  for (let start = 0; start < password.length; start += STRENGTH_WINDOW) {
    const window = password.slice(start, start + STRENGTH_WINDOW);
    const result = checker().check(window);
    log10 += guessesLog10(result, window.length * bitsPerChar, alphabetSize);
    // zxcvbn only explains a weak whole; each pattern found is explained on its own.
    for (const match of result.sequence) {
      if (!isTellingPattern(match, alphabetSize)) continue;
      const explained = checker().check(match.token).feedback;
      for (const key of [explained.warning, ...explained.suggestions])
        if (typeof key === 'string' && key.length > 0) feedbackKeys.add(key);
    }
  }
  const level = levelOf(log10);
  if (feedbackKeys.size === 0 && (level === 'weak' || level === 'fair'))
    feedbackKeys.add(password.length < 12 ? 'trousse.lengthen' : 'trousse.addClasses');
  const keys = [...feedbackKeys];
  return {
    level,
    score: scoreOf(log10),
    estimatedCrackTime: crackTimeFr(log10),
    crackTimeSeconds: crackSeconds(log10),
    feedback: keys.map(feedbackFr),
    feedbackKeys: keys,
  };
}

/** The size of the alphabet a typed password seems drawn from: the classes it uses. */
export function typedAlphabetSize(password: string): number {
  let size = 0;
  if (/[a-z]/.test(password)) size += 26;
  if (/[A-Z]/.test(password)) size += 26;
  if (/[0-9]/.test(password)) size += 10;
  if (/[!-/:-@[-`{-~ ]/.test(password)) size += 33;
  // Accented letters and anything else beyond ASCII.
  if (/[^\x20-\x7e]/.test(password)) size += 100;
  return Math.max(size, 1);
}

/**
 * The strength of a password someone typed (the password checker, in the browser): the
 * generator's estimate, as if its characters were drawn from the classes it uses, lowered by
 * every pattern zxcvbn finds in it — a typed password is seldom random, and that is what the
 * patterns catch.
 */
export function estimateTypedStrength(password: string): Strength {
  const alphabetSize = typedAlphabetSize(password);
  return estimateStrength(password, password.length * Math.log2(alphabetSize), alphabetSize);
}
