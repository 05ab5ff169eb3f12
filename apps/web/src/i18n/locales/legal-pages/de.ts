import type { LegalPagesTexts } from './fr';

/** German words around the legal pages, whose texts stay in French (see fr.ts). */
const legalPagesDe: LegalPagesTexts = {
  back: 'Zurück',
  updated: 'Letzte Aktualisierung: {{date}}',
  support: 'Zum Support →',
  frenchNotice:
    'Dieser Text ist nur auf Französisch verfügbar; maßgeblich ist allein die nachstehende französische Fassung.',
  contents: 'Inhalt',
  anchor: 'Link zum Abschnitt „{{title}}“',
  loadError: 'Diese Seite konnte nicht geladen werden.',
};

export default legalPagesDe;
