import type { GroupDocs } from '../endpoint';
import type { recoveryEmailEndpoints } from './endpoints';

export const recoveryEmailDocs = {
  sendCode: {
    errors: [400, 401, 409, 429, 503],
    tag: 'recovery-email',
    summary: "Envoie un code de validation à 4 chiffres à l'adresse de récupération choisie",
  },
  verifyCode: {
    errors: [400, 401, 403, 409, 423, 429],
    tag: 'recovery-email',
    summary:
      "Enregistre l'adresse de récupération avec le code reçu et le code d'accès actuel (et la double authentification si active)",
  },
  status: {
    errors: [400, 401, 403],
    tag: 'recovery-email',
    summary: "Où en est le changement d'adresse de récupération (secondes restantes)",
  },
  requestChange: {
    errors: [400, 401, 403, 409, 423, 429, 503],
    tag: 'recovery-email',
    summary:
      "Demande un changement d'adresse de récupération (délai de sécurité de 99 h), avec le code d'accès actuel",
  },
  openWindow: {
    errors: [400, 401, 403, 409],
    tag: 'recovery-email',
    summary: 'Ouvre la période de 24 h où le changement est possible, une fois le délai écoulé',
  },
  changeEmail: {
    errors: [400, 401, 403, 409, 429, 503],
    tag: 'recovery-email',
    summary: 'Envoie un code de validation à la nouvelle adresse de récupération',
  },
  verifyChange: {
    errors: [400, 401, 403, 409, 423, 429],
    tag: 'recovery-email',
    summary: "Termine le changement d'adresse de récupération avec le code reçu et le code d'accès actuel",
  },
  cancelChange: {
    errors: [400, 401, 403, 409, 423, 429],
    tag: 'recovery-email',
    summary:
      "Annule la demande de changement d'adresse de récupération en cours, avec le code d'accès actuel",
  },
} satisfies GroupDocs<typeof recoveryEmailEndpoints>;
