import type { GroupDocs } from '../endpoint';
import type { oauthEndpoints } from './endpoints';

export const oauthDocs = {
  providers: { errors: [], tag: 'oauth', summary: 'Les fournisseurs de connexion activés' },
  start: {
    errors: [404, 429],
    tag: 'oauth',
    summary: 'Commence une connexion sociale (redirection vers le fournisseur)',
  },
  callback: {
    errors: [404],
    tag: 'oauth',
    summary: 'Retour du fournisseur : connecte, ou continue vers /auth',
  },
  createCode: {
    errors: [400, 409],
    tag: 'oauth',
    summary: "Crée le compte d'une connexion sociale avec son code d'accès",
  },
  cleanup: { errors: [], tag: 'oauth', summary: 'Supprime un jeton de connexion sociale en attente' },
} satisfies GroupDocs<typeof oauthEndpoints>;
