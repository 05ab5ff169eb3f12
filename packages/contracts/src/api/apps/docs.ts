import type { GroupDocs } from '../endpoint';
import type { appsEndpoints } from './endpoints';

export const appsDocs = {
  install: { errors: [400, 401, 404], tag: 'apps', summary: "Installe l'application pour l'utilisateur" },
  list: {
    errors: [401, 503],
    tag: 'apps',
    summary: "Catalogue des applications (avec les j'aime et favoris de l'appelant connecté)",
  },
  installed: {
    errors: [400, 401, 404],
    tag: 'apps',
    summary: "Les applications installées par l'utilisateur",
  },
  like: { errors: [400, 401, 404], tag: 'apps', summary: "J'aime (ou plus) : idempotent" },
  favorite: { errors: [400, 401, 404], tag: 'apps', summary: 'Favori (ou plus) : idempotent' },
  uninstall: { errors: [400, 401, 404], tag: 'apps', summary: "Désinstalle l'application" },
} satisfies GroupDocs<typeof appsEndpoints>;
