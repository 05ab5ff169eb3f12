import type { GroupDocs } from '../endpoint';
import type { alertsEndpoints } from './endpoints';

export const alertsDocs = {
  global: { errors: [], tag: 'alerts', summary: 'Les alertes système en cours, pour tous' },
  active: {
    errors: [401],
    tag: 'alerts',
    summary: 'Les alertes système en cours, y compris celles des seuls utilisateurs connectés',
  },
} satisfies GroupDocs<typeof alertsEndpoints>;
