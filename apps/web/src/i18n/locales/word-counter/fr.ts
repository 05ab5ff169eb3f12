/**
 * French copy of the word counter (/app/word-counter). Read as `t('wordCounter.…')`; the counts'
 * rules are those of features/word-counter/lib/text-stats.ts.
 */
const wordCounterFr = {
  privacy: "Votre texte est compté dans votre navigateur : il n'est ni envoyé, ni enregistré.",
  label: 'Texte à analyser',
  hint: 'Tapez ou collez votre texte : les statistiques suivent votre saisie.',
  clear: 'Effacer',
  resultTitle: 'Statistiques',
  empty: "Tapez ou collez un texte : ses statistiques s'affichent ici.",
  words: 'Mots',
  characters: 'Caractères, espaces compris',
  charactersNoSpaces: 'Caractères sans espaces',
  sentences: 'Phrases',
  paragraphs: 'Paragraphes',
  readingTime: 'Temps de lecture',
  speakingTime: 'Temps de parole',
  lessThanMinute: "moins d'une minute",
  pace: 'Temps estimés à {{reading}} mots par minute en lecture silencieuse, {{speaking}} à voix haute.',
  rules:
    "Une élision compte pour un mot (« l'homme » : 2 mots, « aujourd'hui » : 1), un trait d'union sépare deux mots ; chaque retour à la ligne termine un paragraphe.",
  wordCount_one: '{{value}} mot',
  wordCount_many: '{{value}} de mots',
  wordCount_other: '{{value}} mots',
  characterCount_one: '{{value}} caractère',
  characterCount_many: '{{value}} de caractères',
  characterCount_other: '{{value}} caractères',
  summary: '{{words}}, {{characters}}.',
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type WordCounterTexts = Widen<typeof wordCounterFr>;

declare module '../../registry' {
  interface SectionTexts {
    wordCounter: WordCounterTexts;
  }
}

export default wordCounterFr;
