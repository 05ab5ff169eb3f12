import type { GroupDocs } from '../endpoint';
import type { supportEndpoints } from './endpoints';

export const supportDocs = {
  contact: {
    errors: [],
    tag: 'support',
    summary: 'Comment joindre le support : le téléphone, quand il est proposé',
  },
  send: {
    errors: [400, 429, 503],
    tag: 'support',
    summary: 'Envoie un message au support (4 par adresse e-mail et par 24 h)',
  },
} satisfies GroupDocs<typeof supportEndpoints>;
