import type { LegalPagesTexts } from './fr';

/** English words around the legal pages, whose texts stay in French (see fr.ts). */
const legalPagesEn: LegalPagesTexts = {
  back: 'Back',
  updated: 'Last updated: {{date}}',
  support: 'Go to support →',
  frenchNotice:
    'This text is only available in French; the French version below is the only one that applies.',
  contents: 'Contents',
  anchor: 'Link to the "{{title}}" section',
  loadError: "This page couldn't be loaded.",
};

export default legalPagesEn;
