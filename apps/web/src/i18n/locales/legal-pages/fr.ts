/**
 * French words around the legal pages (their texts themselves are French in every language).
 * Read as `t('legalPages.…')`.
 */
export const legalPagesFr = {
  back: 'Retour',
  updated: 'Dernière mise à jour : {{date}}',
  support: 'Accéder au support →',
  /** Shown above the French text in the other languages (not in French). */
  frenchNotice: 'Seule la version française de ce texte fait foi.',
  contents: 'Sommaire',
  anchor: 'Lien vers la section « {{title}} »',
  loadError: "Cette page n'a pas pu être chargée.",
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type LegalPagesTexts = Widen<typeof legalPagesFr>;

declare module '../../registry' {
  interface SectionTexts {
    legalPages: Widen<typeof legalPagesFr>;
  }
}

export default legalPagesFr;
