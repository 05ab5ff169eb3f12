import type { GroupDocs } from '../endpoint';
import type { twoFactorEndpoints } from './endpoints';

export const twoFactorDocs = {
  status: { errors: [400, 401, 409, 423, 429], tag: '2fa', summary: 'État de la double authentification' },
  enable: {
    errors: [400, 401, 409, 423, 429],
    tag: '2fa',
    summary:
      "Commence la configuration avec le code d'accès actuel : secret, QR code et codes de récupération",
  },
  verify: {
    errors: [400, 401, 409, 423, 429],
    tag: '2fa',
    summary: "Active la double authentification avec un code de l'application",
  },
  disable: {
    errors: [400, 401, 409, 423, 429],
    tag: '2fa',
    summary:
      "Désactive la double authentification (code d'accès actuel, et code de l'application ou de récupération)",
  },
  recoveryCodes: {
    errors: [400, 401, 409, 423, 429],
    tag: '2fa',
    summary: 'Génère de nouveaux codes de récupération (les anciens ne valent plus)',
  },
  verifyLogin: {
    errors: [400, 401, 409, 423, 429],
    tag: '2fa',
    summary: "Second facteur de la connexion, depuis le client qui a passé l'étape du code",
  },
} satisfies GroupDocs<typeof twoFactorEndpoints>;
