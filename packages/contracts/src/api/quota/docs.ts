import type { GroupDocs } from '../endpoint';
import type { quotaEndpoints } from './endpoints';

export const quotaDocs = {
  usage: { errors: [401], tag: 'generator', summary: 'Utilisations du forfait : consommées et restantes' },
  billingUsage: { errors: [401], tag: 'billing', summary: 'Forfait, quotas et appels du mois' },
} satisfies GroupDocs<typeof quotaEndpoints>;
