/**
 * The counts of a text, as the reader's language segments it (Intl.Segmenter, Unicode's text
 * segmentation, UAX #29, with the locale's tailorings).
 *
 * The rules, each checked by text-stats.test.ts:
 * - A word is a segment the word segmenter calls word-like (`isWordLike`): letters or digits,
 *   with the apostrophes and number punctuation inside them ("aujourd'hui", "3,5", "1 234,56"
 *   with a narrow no-break space). A hyphen separates words ("porte-monnaie" is 2, as the word
 *   segmenter says).
 * - Elision, in French only: an elided word before an apostrophe is a word of its own, as
 *   French counts them ("l'homme" is "le homme": 2 words; "jusqu'à" 2, "qu'il" 2). Only the
 *   closed list of the words French elides is split (`ELIDED`); a word whose apostrophe is part
 *   of it stays whole: "aujourd'hui", "presqu'île", "quelqu'un", "prud'homme" are 1 word each.
 *   The segmenter alone keeps "l'homme" as one segment, in every locale: the split is ours.
 * - A character is what a reader sees as one (a grapheme cluster): "é" composed or decomposed,
 *   an emoji with its skin tone or a family of emoji joined by ZWJ, a flag, each count 1. Line
 *   breaks are not characters (a word processor's paragraph marks are not either); spaces,
 *   tabs and no-break spaces are, and "without spaces" leaves out every white-space one.
 * - A sentence is a segment of the sentence segmenter holding something other than white space
 *   and punctuation (an empty line, or "…" alone, is none). A line break ends a sentence, as in
 *   Unicode's rules.
 * - A paragraph is a line holding something other than white space: each line break ends one,
 *   as pressing Enter does in a word processor, and blank lines between them count for nothing.
 */

export interface TextStats {
  words: number;
  /** User-perceived characters, spaces included, line breaks not. */
  characters: number;
  /** The same, without any white space. */
  charactersNoSpaces: number;
  sentences: number;
  paragraphs: number;
}

/** Every line break Unicode knows: CR LF counts once. */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/;

/**
 * The words French elides before a vowel (le/la, de, je, me, ne, se, te, ce, que and its
 * compounds): "l'", "d'", "j'", "m'", "n'", "s'", "t'", "c'", "ç'", "qu'", "jusqu'", "lorsqu'",
 * "puisqu'", "quoiqu'". The apostrophe may be straight, typographic or the modifier letter. A
 * segment may begin with a narrow no-break space (French puts one inside « »), which Unicode
 * counts as joining like "_".
 */
const ELIDED = /^[\p{Pc}\u202f]*(?:[ldjmnstcç]|qu|jusqu|lorsqu|puisqu|quoiqu)['\u2019\u02bc](?=\p{L})/iu;

/**
 * Segmenting a long string costs more than linearly in today's engines (each step re-reads the
 * string): the text is cut into pieces of about this many code units, at places that are
 * boundaries of every kind the piece is segmented by, so the counts are the same as for the
 * whole text.
 */
const PIECE = 512;

/**
 * UTF-16 units that are a grapheme each (ASCII, Latin-1 and the Latin extensions, the IPA and
 * spacing modifiers: nothing there extends, prepends nor pairs, and no line break is left in a
 * line): counted one by one, the segmenter only sees the runs of other units.
 */
function isSimple(code: number): boolean {
  return code < 0x80 || (code >= 0xa0 && code < 0x300);
}

/** The white space among the simple units (\s of a regular expression). */
function isSimpleSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0;
}

const ONLY_WHITE_SPACE = /^\s+$/u;
const SENTENCE_CONTENT = /[^\s\p{P}]/u;

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(language: string, granularity: 'grapheme' | 'word' | 'sentence'): Intl.Segmenter {
  const key = `${language}|${granularity}`;
  let found = segmenters.get(key);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity });
    segmenters.set(key, found);
  }
  return found;
}

function isFrench(language: string): boolean {
  return language === 'fr' || language.toLowerCase().startsWith('fr-');
}

/**
 * Cuts a line (no line break in it) into pieces of about PIECE code units, each ending just
 * before an ASCII space that follows an ASCII character: always a boundary between graphemes
 * (nothing joins a space to what precedes it, and no ASCII character joins what follows) and
 * between words. A line without such a space stays whole.
 */
function* pieces(line: string): Generator<string> {
  let start = 0;
  while (line.length - start > PIECE) {
    let cut = line.indexOf(' ', start + PIECE);
    while (cut !== -1 && line.charCodeAt(cut - 1) >= 0x80) cut = line.indexOf(' ', cut + 1);
    if (cut === -1) break;
    yield line.slice(start, cut);
    start = cut;
  }
  yield line.slice(start);
}

/**
 * Cuts a line into pieces for the sentence segmenter, only where a sentence surely ends: after
 * a full stop, question or exclamation mark and spaces, before a capital letter. A line without
 * such places stays whole.
 */
function* sentencePieces(line: string): Generator<string> {
  if (line.length <= PIECE * 4) {
    yield line;
    return;
  }
  const ends = /[.!?]\s+(?=\p{Lu})/gu;
  let start = 0;
  for (let match = ends.exec(line); match; match = ends.exec(line)) {
    const cut = match.index + match[0].length;
    if (cut - start >= PIECE) {
      yield line.slice(start, cut);
      start = cut;
    }
  }
  yield line.slice(start);
}

function countGraphemes(piece: string, language: string): { all: number; spaces: number } {
  let all = 0;
  let spaces = 0;
  const length = piece.length;
  let index = 0;
  while (index < length) {
    const code = piece.charCodeAt(index);
    if (isSimple(code)) {
      all += 1;
      if (isSimpleSpace(code)) spaces += 1;
      index += 1;
      continue;
    }
    // A run of other units, with the simple unit on each side (which they may join: an accent
    // on its letter, "©" after a zero-width joiner), goes to the segmenter. Two simple units
    // side by side are always two graphemes, so the run's edges are boundaries.
    let start = index;
    if (start > 0) {
      start -= 1;
      all -= 1;
      if (isSimpleSpace(piece.charCodeAt(start))) spaces -= 1;
    }
    let end = index;
    while (
      end < length &&
      (!isSimple(piece.charCodeAt(end)) || (end + 1 < length && !isSimple(piece.charCodeAt(end + 1))))
    )
      end += 1;
    if (end < length) end += 1;
    for (const { segment } of segmenter(language, 'grapheme').segment(piece.slice(start, end))) {
      all += 1;
      if (ONLY_WHITE_SPACE.test(segment)) spaces += 1;
    }
    index = end;
  }
  return { all, spaces };
}

function countWords(piece: string, language: string): number {
  const french = isFrench(language);
  let words = 0;
  for (const { segment, isWordLike } of segmenter(language, 'word').segment(piece)) {
    if (!isWordLike) continue;
    words += 1;
    if (french && ELIDED.test(segment)) {
      // "d'aujourd'hui": the elided "d'" is a word, "aujourd'hui" another.
      words += 1;
    }
  }
  return words;
}

function countSentences(line: string, language: string): number {
  let sentences = 0;
  for (const piece of sentencePieces(line))
    for (const { segment } of segmenter(language, 'sentence').segment(piece))
      if (SENTENCE_CONTENT.test(segment)) sentences += 1;
  return sentences;
}

const NO_STATS: TextStats = { words: 0, characters: 0, charactersNoSpaces: 0, sentences: 0, paragraphs: 0 };

/** The counts of one line (no line break in it): every rule stops at a line break. */
function countLine(line: string, language: string): TextStats {
  if (line === '') return NO_STATS;
  const stats = { ...NO_STATS };
  for (const piece of pieces(line)) {
    const { all, spaces } = countGraphemes(piece, language);
    stats.characters += all;
    stats.charactersNoSpaces += all - spaces;
    stats.words += countWords(piece, language);
  }
  if (!ONLY_WHITE_SPACE.test(line)) {
    stats.paragraphs = 1;
    stats.sentences = countSentences(line, language);
  }
  return stats;
}

function add(total: TextStats, line: TextStats): void {
  total.words += line.words;
  total.characters += line.characters;
  total.charactersNoSpaces += line.charactersNoSpaces;
  total.sentences += line.sentences;
  total.paragraphs += line.paragraphs;
}

/**
 * A counter for a reader of `language` (a BCP 47 tag: 'fr', 'en'…) that remembers the counts
 * of the lines of the text it counted last: as one types in a long text, only the line being
 * typed is segmented again.
 */
export function createTextCounter(language: string): (text: string) => TextStats {
  let known = new Map<string, TextStats>();
  return (text) => {
    const total = { ...NO_STATS };
    const seen = new Map<string, TextStats>();
    for (const line of text.split(LINE_BREAK)) {
      let stats = seen.get(line) ?? known.get(line);
      if (!stats) stats = countLine(line, language);
      seen.set(line, stats);
      add(total, stats);
    }
    known = seen;
    return total;
  };
}

/** The counts of `text` for a reader of `language`. */
export function countText(text: string, language: string): TextStats {
  const total = { ...NO_STATS };
  for (const line of text.split(LINE_BREAK)) add(total, countLine(line, language));
  return total;
}
