import type { GroupDocs } from '../endpoint';
import type { healthEndpoints } from './endpoints';

export const healthDocs = {
  ping: { errors: [503], tag: 'health', summary: 'État du service et de sa base de données' },
  live: { errors: [], tag: 'health', summary: 'Vivacité : le processus répond' },
  ready: {
    errors: [503],
    tag: 'health',
    summary: "Disponibilité : base joignable, migrations appliquées, instance qui ne s'arrête pas",
  },
} satisfies GroupDocs<typeof healthEndpoints>;
