// What the tests of the legal texts share: facts with and without a publisher, and the text a
// reader sees of a document.
import type { LegalBlock, LegalDocument, LegalFacts } from './types';

export const noPublisher: LegalFacts = {
  publisher: {
    name: null,
    legalForm: null,
    address: null,
    registration: null,
    director: null,
    email: null,
    host: null,
  },
  analytics: false,
};

export const fullPublisher: LegalFacts = {
  publisher: {
    name: 'Atelier Exemple',
    legalForm: 'SAS au capital de 1 000 €',
    address: '12 rue des Essais, 75011 Paris',
    registration: 'RCS Paris 000 000 000',
    director: 'Camille Durand',
    email: 'contact@atelier.example',
    host: 'Hébergeur Exemple, 1 avenue du Nuage, 69000 Lyon',
  },
  analytics: true,
};

export const blockText = (block: LegalBlock): string => {
  if (typeof block === 'string') return block;
  if ('list' in block) return block.list.join('\n');
  if ('link' in block) return `${block.link.before ?? ''}${block.link.label}${block.link.after ?? ''}`;
  return '';
};

/** Every word a reader sees: the title, the intro, the section titles and their blocks. */
export function documentText(doc: LegalDocument): string {
  return [
    doc.title,
    ...(doc.intro ?? []).map(blockText),
    ...doc.sections.flatMap((section) => [section.title, ...section.blocks.map(blockText)]),
  ].join('\n');
}
