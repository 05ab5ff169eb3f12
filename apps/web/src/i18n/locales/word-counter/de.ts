import type { WordCounterTexts } from './fr';

/** German copy of the word counter (see fr.ts). */
const wordCounterDe: WordCounterTexts = {
  privacy: 'Ihr Text wird in Ihrem Browser gezählt: Er wird weder gesendet noch gespeichert.',
  label: 'Zu analysierender Text',
  hint: 'Geben Sie Ihren Text ein oder fügen Sie ihn ein: Die Statistik folgt Ihrer Eingabe.',
  clear: 'Löschen',
  resultTitle: 'Statistik',
  empty: 'Geben Sie einen Text ein oder fügen Sie ihn ein: Seine Statistik erscheint hier.',
  words: 'Wörter',
  characters: 'Zeichen mit Leerzeichen',
  charactersNoSpaces: 'Zeichen ohne Leerzeichen',
  sentences: 'Sätze',
  paragraphs: 'Absätze',
  readingTime: 'Lesezeit',
  speakingTime: 'Sprechzeit',
  lessThanMinute: 'weniger als eine Minute',
  pace: 'Geschätzt mit {{reading}} Wörtern pro Minute beim stillen Lesen und {{speaking}} beim Vorlesen.',
  rules: 'Wörter mit Bindestrich zählen als mehrere Wörter; jeder Zeilenumbruch beendet einen Absatz.',
  wordCount_one: '{{value}} Wort',
  wordCount_many: '{{value}} Wörter',
  wordCount_other: '{{value}} Wörter',
  characterCount_one: '{{value}} Zeichen',
  characterCount_many: '{{value}} Zeichen',
  characterCount_other: '{{value}} Zeichen',
  summary: '{{words}}, {{characters}}.',
};

export default wordCounterDe;
