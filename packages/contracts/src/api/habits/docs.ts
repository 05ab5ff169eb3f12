import type { GroupDocs } from '../endpoint';
import type { habitsEndpoints } from './endpoints';

export const habitsDocs = {
  list: {
    errors: [400, 401],
    tag: 'habits',
    summary:
      'Les habitudes du compte, chacune avec ses jours cochés de la dernière année (fuseau de la personne)',
  },
  create: {
    errors: [400, 401, 404, 422],
    tag: 'habits',
    summary: 'Crée une habitude (identifiant du navigateur : renvoyée deux fois, elle est créée une fois)',
  },
  update: {
    errors: [400, 401, 404, 409],
    tag: 'habits',
    summary: 'Renomme une habitude ou change son objectif quotidien (409 si la version a changé)',
  },
  remove: {
    errors: [400, 401],
    tag: 'habits',
    summary: 'Supprime une habitude et ses jours cochés (succès aussi si elle n’existe plus)',
  },
  check: {
    errors: [400, 401, 404],
    tag: 'habits',
    summary:
      'Fixe le nombre d’un jour (aujourd’hui ou les 7 jours précédents, dans le fuseau de la personne)',
  },
} satisfies GroupDocs<typeof habitsEndpoints>;
