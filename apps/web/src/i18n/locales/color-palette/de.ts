import type { ColorPaletteTexts } from './fr';

/** German copy of the colour palette (see fr.ts). */
const colorPaletteDe: ColorPaletteTexts = {
  privacy: 'Alles wird in Ihrem Browser berechnet: Die eingegebenen Farben werden nicht gesendet.',
  baseTitle: 'Grundfarbe',
  picker: 'Farbwähler',
  code: 'Farbcode',
  codeHint: 'HEX (#3a7bd5 oder #37d), rgb(58, 123, 213) oder hsl(215, 65%, 53%).',
  empty:
    'Wählen Sie eine Grundfarbe, mit dem Farbwähler oder über ihren Code: Die zugehörige Palette erscheint hier.',
  errors: {
    invalid:
      'Diese Farbe wird nicht erkannt. Geben Sie einen HEX-Code (#3a7bd5), rgb(58, 123, 213) oder hsl(215, 65%, 53%) ein.',
    empty: 'Bitte geben Sie eine Farbe ein.',
  },
  paletteTitle: 'Palette',
  announcePalette: 'Palette für {{hex}} angezeigt.',
  groups: {
    harmonies: 'Harmonien',
    tints: 'Aufhellungen (mit Weiß gemischt)',
    shades: 'Abdunklungen (mit Schwarz gemischt)',
  },
  swatches: {
    base: 'Grundfarbe',
    complementary: 'Komplementärfarbe',
    analogous: 'Analog {{angle}}',
    triadic: 'Triadisch {{angle}}',
    tint: 'Aufhellung {{percent}}',
    shade: 'Abdunklung {{percent}}',
  },
  copyAs: '{{format}}-Code von {{name}} kopieren',
  copied: 'Kopiert: {{value}}',
  contrastTitle: 'Kontrast',
  contrastIntro:
    'Prüfen Sie, ob ein Text auf einem Hintergrund gut lesbar ist, nach den Regeln der WCAG 2.x.',
  foreground: 'Textfarbe',
  background: 'Hintergrundfarbe',
  foregroundPick: 'Text: Farbe aus der Palette',
  backgroundPick: 'Hintergrund: Farbe aus der Palette',
  otherColour: 'Andere Farbe',
  swatchOption: '{{name}} ({{hex}})',
  swapContrast: 'Text und Hintergrund tauschen',
  ratio: 'Kontrastverhältnis',
  ratioValue: '{{ratio}}:1',
  level: 'Stufe',
  normalText: 'Normaler Text',
  largeText: 'Großer Text',
  largeTextHint: 'Mindestens 24 px, oder 18,66 px fett.',
  pass: 'Bestanden',
  fail: 'Nicht bestanden',
  threshold: 'mindestens {{ratio}}',
  preview: 'Vorschau',
  sampleNormal: 'Ein Text in normaler Größe, um die Lesbarkeit zu beurteilen.',
  sampleLarge: 'Ein großer Text',
  contrastUnavailable: 'Geben Sie zwei gültige Farben ein, um ihren Kontrast zu messen.',
  announceContrast: 'Kontrast {{ratio}}. Normaler Text: {{normal}}. Großer Text: {{large}}.',
  levelNone: 'unzureichend',
  exportTitle: 'CSS-Export',
  exportLabel: 'CSS-Variablen der Palette',
  copyCss: 'CSS kopieren',
};

export default colorPaletteDe;
