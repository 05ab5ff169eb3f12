import type { GroupDocs } from '../endpoint';
import type { generatorEndpoints } from './endpoints';

export const generatorDocs = {
  generate: {
    errors: [400, 401, 429, 503],
    tag: 'generator',
    summary:
      'Génère 1 à 5 mots de passe ou phrases de passe (une utilisation du forfait par appel, quel que soit leur nombre)',
  },
} satisfies GroupDocs<typeof generatorEndpoints>;
