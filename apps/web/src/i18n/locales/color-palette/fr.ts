/**
 * French copy of the colour palette (/app/color-palette). Read as `t('colorPalette.…')`; the
 * swatches' names are keyed by the kinds of features/color-palette/lib/palette.ts.
 */
const colorPaletteFr = {
  privacy: 'Tout se calcule dans votre navigateur : les couleurs que vous saisissez ne sont pas envoyées.',
  baseTitle: 'Couleur de base',
  picker: 'Sélecteur de couleur',
  code: 'Code de la couleur',
  codeHint: 'HEX (#3a7bd5 ou #37d), rgb(58, 123, 213) ou hsl(215, 65%, 53%).',
  empty:
    "Choisissez une couleur de base, avec le sélecteur ou en tapant son code : sa palette s'affiche ici.",
  errors: {
    invalid:
      "Cette couleur n'est pas reconnue. Écrivez un code HEX (#3a7bd5), rgb(58, 123, 213) ou hsl(215, 65%, 53%).",
    empty: 'Saisissez une couleur.',
  },
  paletteTitle: 'Palette',
  announcePalette: 'Palette de {{hex}} affichée.',
  groups: {
    harmonies: 'Harmonies',
    tints: 'Teintes (mélangées de blanc)',
    shades: 'Ombres (mélangées de noir)',
  },
  swatches: {
    base: 'Base',
    complementary: 'Complémentaire',
    analogous: 'Analogue {{angle}}',
    triadic: 'Triadique {{angle}}',
    tint: 'Teinte {{percent}}',
    shade: 'Ombre {{percent}}',
  },
  copyAs: 'Copier le code {{format}} de {{name}}',
  copied: 'Copié : {{value}}',
  contrastTitle: 'Contraste',
  contrastIntro: "Vérifiez qu'un texte se lit bien sur un fond, selon les règles WCAG 2.x.",
  foreground: 'Couleur du texte',
  background: 'Couleur du fond',
  foregroundPick: 'Texte : couleur de la palette',
  backgroundPick: 'Fond : couleur de la palette',
  otherColour: 'Autre couleur',
  swatchOption: '{{name}} ({{hex}})',
  swapContrast: 'Inverser texte et fond',
  ratio: 'Rapport de contraste',
  ratioValue: '{{ratio}}:1',
  level: 'Niveau',
  normalText: 'Texte normal',
  largeText: 'Grand texte',
  largeTextHint: 'Au moins 24 px, ou 18,66 px en gras.',
  pass: 'Réussi',
  fail: 'Échoué',
  threshold: 'minimum {{ratio}}',
  preview: 'Aperçu',
  sampleNormal: 'Un texte de taille normale, pour juger la lecture.',
  sampleLarge: 'Un grand texte',
  contrastUnavailable: 'Saisissez deux couleurs valides pour mesurer leur contraste.',
  announceContrast: 'Contraste {{ratio}}. Texte normal : {{normal}}. Grand texte : {{large}}.',
  levelNone: 'insuffisant',
  exportTitle: 'Export CSS',
  exportLabel: 'Variables CSS de la palette',
  copyCss: 'Copier le CSS',
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type ColorPaletteTexts = Widen<typeof colorPaletteFr>;

declare module '../../registry' {
  interface SectionTexts {
    colorPalette: ColorPaletteTexts;
  }
}

export default colorPaletteFr;
