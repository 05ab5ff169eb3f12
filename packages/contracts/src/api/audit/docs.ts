import type { GroupDocs } from '../endpoint';
import type { auditEndpoints } from './endpoints';

export const auditDocs = {
  list: {
    errors: [400, 401],
    tag: 'audit',
    summary: "Journal d'activité du compte, du plus récent au plus ancien",
  },
} satisfies GroupDocs<typeof auditEndpoints>;
