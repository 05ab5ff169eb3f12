import type { GroupDocs } from '../endpoint';
import type { accountEndpoints } from './endpoints';

export const accountDocs = {
  export: {
    errors: [401, 429],
    tag: 'account',
    summary: 'Toutes les données personnelles du compte, en fichier JSON (RGPD art. 15 et 20)',
  },
  delete: {
    errors: [400, 401, 423, 429, 503],
    tag: 'account',
    summary: "Supprime le compte et ses données (code d'accès, et double authentification si active)",
  },
} satisfies GroupDocs<typeof accountEndpoints>;
