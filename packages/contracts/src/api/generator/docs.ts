import type { GroupDocs } from '../endpoint';
import type { generatorEndpoints } from './endpoints';

export const generatorDocs = {
  generate: {
    errors: [400, 401, 429, 503],
    tag: 'generator',
    summary: 'Génère des mots de passe (une utilisation du forfait par appel)',
  },
} satisfies GroupDocs<typeof generatorEndpoints>;
