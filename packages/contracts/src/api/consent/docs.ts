import type { GroupDocs } from '../endpoint';
import type { consentEndpoints } from './endpoints';

// The OpenAPI tag stays 'cookies', as the calls' paths (/api/cookies/consent/…) do.
export const consentDocs = {
  track: {
    errors: [400, 429],
    tag: 'cookies',
    summary: 'Enregistre un choix de cookies, preuve du consentement (RGPD art. 7(1))',
  },
  revoke: { errors: [400, 429], tag: 'cookies', summary: 'Enregistre le retrait du consentement' },
  history: {
    errors: [400, 429],
    tag: 'cookies',
    summary: "Les choix de cookies d'une session (et du compte connecté)",
  },
  export: {
    errors: [400, 429],
    tag: 'cookies',
    summary: 'Les mêmes choix, en fichier consent-history.json',
  },
} satisfies GroupDocs<typeof consentEndpoints>;
