import type { WordCounterTexts } from './fr';

/** English copy of the word counter (see fr.ts). */
const wordCounterEn: WordCounterTexts = {
  privacy: 'Your text is counted in your browser: it is neither sent nor stored.',
  label: 'Text to analyse',
  hint: 'Type or paste your text: the statistics follow as you type.',
  clear: 'Clear',
  resultTitle: 'Statistics',
  empty: 'Type or paste a text: its statistics appear here.',
  words: 'Words',
  characters: 'Characters, spaces included',
  charactersNoSpaces: 'Characters without spaces',
  sentences: 'Sentences',
  paragraphs: 'Paragraphs',
  readingTime: 'Reading time',
  speakingTime: 'Speaking time',
  lessThanMinute: 'less than a minute',
  pace: 'Times estimated at {{reading}} words per minute for silent reading, {{speaking}} aloud.',
  rules: 'Hyphenated words count as several words; every line break ends a paragraph.',
  wordCount_one: '{{value}} word',
  wordCount_many: '{{value}} words',
  wordCount_other: '{{value}} words',
  characterCount_one: '{{value}} character',
  characterCount_many: '{{value}} characters',
  characterCount_other: '{{value}} characters',
  summary: '{{words}}, {{characters}}.',
};

export default wordCounterEn;
