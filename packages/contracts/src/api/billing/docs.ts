import type { GroupDocs } from '../endpoint';
import type { billingEndpoints } from './endpoints';

export const billingDocs = {
  plans: { errors: [], tag: 'billing', summary: 'Les forfaits : prix, utilisations, période' },
  createSession: {
    errors: [400, 401, 409, 429, 503],
    tag: 'billing',
    summary: "Commence le paiement d'un forfait (les CGV acceptées) : adresse de la page de paiement",
  },
  webhook: {
    errors: [400, 409, 503],
    tag: 'billing',
    summary: 'Événements Stripe, signés ; chacun appliqué une fois',
  },
  subscription: {
    errors: [401],
    tag: 'billing',
    summary: "L'abonnement : forfait, état, quotas, fin de période",
  },
  manage: {
    errors: [401],
    tag: 'billing',
    summary: "Ce que montre la gestion de l'abonnement, avec la fin du délai de rétractation",
  },
  cancel: {
    errors: [400, 401, 409, 503],
    tag: 'billing',
    summary:
      'Résilie en fin de période, ou exerce la rétractation (14 jours : fin immédiate et remboursement)',
  },
  forceSync: {
    errors: [401, 429, 503],
    tag: 'billing',
    summary: "Relit l'abonnement chez Stripe et l'applique",
  },
  portal: {
    errors: [401, 409, 429, 503],
    tag: 'billing',
    summary: 'Ouvre le portail de facturation Stripe (factures, carte)',
  },
} satisfies GroupDocs<typeof billingEndpoints>;
