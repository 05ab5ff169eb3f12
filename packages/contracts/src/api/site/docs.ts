import type { GroupDocs } from '../endpoint';
import type { siteEndpoints } from './endpoints';

export const siteDocs = {
  info: {
    errors: [],
    tag: 'site',
    summary: "L'éditeur du site et l'outil de mesure d'audience configurés",
  },
} satisfies GroupDocs<typeof siteEndpoints>;
