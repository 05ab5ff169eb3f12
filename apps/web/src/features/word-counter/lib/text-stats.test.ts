import { describe, expect, it } from 'vitest';

import { countText, createTextCounter } from './text-stats';

const words = (text: string, language = 'fr') => countText(text, language).words;

describe('words', () => {
  // French counts an elided word as a word ("l'homme" is "le homme"), and a word whose
  // apostrophe belongs to it as one: the rule of text-stats.ts.
  it.each([
    ["l'homme", 2],
    ['l’homme', 2],
    ["L'Homme", 2],
    ["aujourd'hui", 1],
    ['aujourd’hui', 1],
    ["d'aujourd'hui", 2],
    ["jusqu'à", 2],
    ["qu'il", 2],
    ["lorsqu'elle", 2],
    ["s'il te plaît", 4],
    ["j'ai", 2],
    ["n'est", 2],
    ["c'est", 2],
    ["ç'a été", 3],
    ["presqu'île", 1],
    ["quelqu'un", 1],
    ["prud'homme", 1],
    ['« l’homme »', 2],
    ['«\u202fl’homme\u202f»', 2],
    // Hyphens separate words, as the segmenter says.
    ['porte-monnaie', 2],
    ["c'est-à-dire", 4],
    ['Est-ce vrai ?', 3],
    // Numbers are one word, with their decimal comma and their narrow no-break space.
    ['3,5 km', 2],
    ['1\u202f234,56 €', 1],
    ['Il fait beau.', 3],
    ['  plusieurs   espaces\tet\ttabulations  ', 4],
    ['… — ! ?', 0],
    ['', 0],
  ])('%j is %i word(s) in French', (text, expected) => {
    expect(words(text, 'fr')).toBe(expected);
  });

  it.each([
    ["l'homme", 1],
    ["aujourd'hui", 1],
    ["don't", 1],
    ["O'Neill's", 1],
    ['e-mail', 2],
    ['The cat sat.', 3],
  ])('%j is %i word(s) in English, which elides nothing', (text, expected) => {
    expect(words(text, 'en')).toBe(expected);
  });

  it('applies the French rule to regional French', () => {
    expect(words("l'homme", 'fr-CA')).toBe(2);
    expect(words("l'homme", 'de')).toBe(1);
  });

  it('counts the words of scripts without spaces', () => {
    expect(words('日本語です', 'fr')).toBe(2);
  });
});

describe('characters', () => {
  it.each([
    ['abc', 3, 3],
    ['a b', 3, 2],
    ['été', 3, 3],
    // "é" decomposed: e + combining acute accent, one character all the same.
    ['e\u0301te\u0301', 3, 3],
    ['👍', 1, 1],
    ['👍🏽', 1, 1],
    ['👨‍👩‍👧', 1, 1],
    ['🇫🇷', 1, 1],
    ['a\tb\u00a0c\u202fd', 7, 4],
    // Line breaks are not characters; CR LF is one line break.
    ['a\nb', 2, 2],
    ['a\r\nb', 2, 2],
    ['a\n\n\nb', 2, 2],
    ['  \n ', 3, 0],
    ['', 0, 0],
  ])('%j has %i characters, %i without spaces', (text, characters, withoutSpaces) => {
    const stats = countText(text, 'fr');
    expect([stats.characters, stats.charactersNoSpaces]).toEqual([characters, withoutSpaces]);
  });
});

describe('sentences', () => {
  it.each([
    ['Il pleut.', 1],
    ['Il pleut. Il vente ! Viendras-tu ?', 3],
    ['Une phrase sans point', 1],
    // A line break ends a sentence; blank lines and lone punctuation are no sentence.
    ['Titre\nLe texte suit.', 2],
    ['Un.\n\n\nDeux.', 2],
    ['…', 0],
    ['   ', 0],
    ['', 0],
  ])('%j has %i sentence(s)', (text, expected) => {
    expect(countText(text, 'fr').sentences).toBe(expected);
  });
});

describe('paragraphs', () => {
  // A paragraph is a line with something on it: each line break ends one, blank lines between
  // paragraphs count for nothing.
  it.each([
    ['', 0],
    ['  \n\t\n', 0],
    ['Un seul paragraphe.', 1],
    ['Premier.\nSecond.', 2],
    ['Premier.\n\nSecond.', 2],
    ['Premier.\r\n\r\nSecond.\r\n', 2],
    ['\n\nPremier.\n   \n\nSecond.\n\n\nTroisième.\n\n', 3],
    ['Ligne\u2028suivante', 2],
  ])('%j has %i paragraph(s)', (text, expected) => {
    expect(countText(text, 'fr').paragraphs).toBe(expected);
  });
});

describe('a text of a megabyte', () => {
  // Every count of one block is known; the big text is that block many times over, so its
  // counts are as many times the block's. No timing is asserted: that it ends, and right.
  const block = "L'homme marche aujourd'hui dans la rue. Il fait beau, n'est-ce pas ? Ça coûte 3,5 € 🎉.\n\n";
  const blockStats = {
    // L' homme marche aujourd'hui dans la rue / Il fait beau n' est ce pas / Ça coûte 3,5
    words: 17,
    characters: 86,
    charactersNoSpaces: 70,
    sentences: 3,
    paragraphs: 1,
  };

  it('knows the counts of one block', () => {
    expect(countText(block, 'fr')).toEqual(blockStats);
  });

  it('counts a megabyte of paragraphs', { timeout: 120_000 }, () => {
    const times = Math.ceil(1_000_000 / block.length);
    const text = block.repeat(times);
    expect(text.length).toBeGreaterThanOrEqual(1_000_000);
    expect(countText(text, 'fr')).toEqual({
      words: 17 * times,
      characters: 86 * times,
      charactersNoSpaces: 70 * times,
      sentences: 3 * times,
      paragraphs: times,
    });
  });

  it('counts a megabyte on a single line', { timeout: 120_000 }, () => {
    const sentence = "Il fait beau aujourd'hui et l'été s'annonce. ";
    const times = Math.ceil(1_000_000 / sentence.length);
    // Il fait beau aujourd'hui et l' été s' annonce
    expect(countText(sentence.repeat(times), 'fr')).toEqual({
      words: 9 * times,
      characters: 45 * times,
      charactersNoSpaces: 38 * times,
      sentences: times,
      paragraphs: 1,
    });
  });
});

describe('the counter that remembers lines', () => {
  it('counts as countText does, edit after edit', () => {
    const count = createTextCounter('fr');
    const edits = [
      '',
      "L'homme",
      "L'homme marche.\n\nIl pleut.",
      "L'homme marche.\n\nIl pleut. Il vente !",
      "L'homme marche.\nL'homme marche.\n\nIl pleut.",
      'Il pleut.',
      '',
    ];
    for (const text of edits) expect(count(text)).toEqual(countText(text, 'fr'));
  });

  it('counts in its own language', () => {
    expect(createTextCounter('en')("l'homme").words).toBe(1);
    expect(createTextCounter('fr')("l'homme").words).toBe(2);
  });
});
