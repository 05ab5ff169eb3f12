import type { WordCounterTexts } from './fr';

/** Spanish copy of the word counter (see fr.ts). */
const wordCounterEs: WordCounterTexts = {
  privacy: 'Tu texto se cuenta en tu navegador: no se envía ni se guarda.',
  label: 'Texto que analizar',
  hint: 'Escribe o pega tu texto: las estadísticas se actualizan mientras escribes.',
  clear: 'Borrar',
  resultTitle: 'Estadísticas',
  empty: 'Escribe o pega un texto: sus estadísticas aparecen aquí.',
  words: 'Palabras',
  characters: 'Caracteres con espacios',
  charactersNoSpaces: 'Caracteres sin espacios',
  sentences: 'Frases',
  paragraphs: 'Párrafos',
  readingTime: 'Tiempo de lectura',
  speakingTime: 'Tiempo de locución',
  lessThanMinute: 'menos de un minuto',
  pace: 'Tiempos estimados a {{reading}} palabras por minuto en lectura silenciosa y {{speaking}} en voz alta.',
  rules: 'Las palabras con guion cuentan como varias; cada salto de línea termina un párrafo.',
  wordCount_one: '{{value}} palabra',
  wordCount_many: '{{value}} de palabras',
  wordCount_other: '{{value}} palabras',
  characterCount_one: '{{value}} carácter',
  characterCount_many: '{{value}} de caracteres',
  characterCount_other: '{{value}} caracteres',
  summary: '{{words}}, {{characters}}.',
};

export default wordCounterEs;
