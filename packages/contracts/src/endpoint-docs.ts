/**
 * What the API documentation (OpenAPI, French) says of each call: its group, one-line summary
 * and error statuses. Kept apart from the endpoint map, which the browser downloads, since only the
 * server's documentation reads them; `satisfies` makes it name every call of the map.
 */
import type { Endpoints } from './endpoints';

export interface EndpointDoc {
  readonly tag: string;
  readonly summary: string;
  /** The error statuses the call may answer, each with the one error shape (DECISIONS §8). */
  readonly errors: readonly number[];
}

type DocsOfMap<M> = { [G in keyof M]: { [K in keyof M[G]]: EndpointDoc } };

export const endpointDocs = {
  health: {
    ping: { errors: [503], tag: 'health', summary: 'État du service et de sa base de données' },
    live: { errors: [], tag: 'health', summary: 'Vivacité : le processus répond' },
    ready: {
      errors: [503],
      tag: 'health',
      summary: "Disponibilité : base joignable, migrations appliquées, instance qui ne s'arrête pas",
    },
  },
  apps: {
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
  },
  auth: {
    login: {
      errors: [400, 401, 403, 409, 423, 429],
      tag: 'auth',
      summary: "Connexion par email et code d'accès",
    },
    register: {
      errors: [400, 401, 403, 409, 423, 429],
      tag: 'auth',
      summary: 'Crée un compte et ouvre une session',
    },
    checkEmail: {
      errors: [400, 401, 403, 409, 423, 429],
      tag: 'auth',
      summary: "Indique si l'email a un compte, et s'il est bloqué",
    },
    requestReset: {
      errors: [400, 401, 403, 409, 423, 429, 503],
      tag: 'auth',
      summary: 'Envoie un code de réinitialisation par email',
    },
    validateResetCode: {
      errors: [400, 401, 403, 409, 423, 429],
      tag: 'auth',
      summary: 'Vérifie un code de réinitialisation sans le consommer',
    },
    verifyReset: {
      errors: [400, 401, 403, 409, 423, 429],
      tag: 'auth',
      summary: "Change le code d'accès avec un code de réinitialisation et connecte",
    },
    refresh: {
      errors: [400, 401, 403, 409, 423, 429],
      tag: 'auth',
      summary: "Renouvelle le jeton d'accès grâce au cookie de session (rotation)",
    },
    logout: { errors: [403], tag: 'auth', summary: 'Termine la session courante' },
    me: { errors: [401], tag: 'auth', summary: "L'utilisateur connecté" },
    preferences: {
      errors: [400, 401],
      tag: 'auth',
      summary: 'Préférences du compte : sa langue (fr, en, es ou de)',
    },
    changeCode: {
      errors: [400, 401, 423, 429],
      tag: 'auth',
      summary:
        "Change le code d'accès (le code actuel, et celui de la double authentification si elle est active)",
    },
    heartbeat: {
      errors: [401],
      tag: 'auth',
      summary: 'Maintien de session : OK, ou CLIENT_DISCONNECTED si elle a pris fin',
    },
    clientDisconnect: {
      errors: [401],
      tag: 'auth',
      summary: 'La page est masquée : la session reste valide, marquée absente',
    },
    sessions: { errors: [401], tag: 'auth', summary: 'Les sessions actives du compte' },
    endSession: { errors: [400, 401, 404], tag: 'auth', summary: 'Termine une session du compte' },
  },
  recoveryEmail: {
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
  },
  account: {
    export: {
      errors: [401, 429],
      tag: 'account',
      summary: 'Toutes les données personnelles du compte, en fichier JSON (RGPD art. 15 et 20)',
    },
    delete: {
      errors: [400, 401, 423, 429, 503],
      tag: 'account',
      summary: "Supprime le compte et ses données (code d'accès, et double authentification si active)",
    },
  },
  alerts: {
    global: { errors: [], tag: 'alerts', summary: 'Les alertes système en cours, pour tous' },
    active: {
      errors: [401],
      tag: 'alerts',
      summary: 'Les alertes système en cours, y compris celles des seuls utilisateurs connectés',
    },
  },
  support: {
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
  },
  twoFactor: {
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
  },
  oauth: {
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
  },
  generator: {
    generate: {
      errors: [400, 401, 429, 503],
      tag: 'generator',
      summary: 'Génère des mots de passe (une utilisation du forfait par appel)',
    },
  },
  quota: {
    usage: { errors: [401], tag: 'generator', summary: 'Utilisations du forfait : consommées et restantes' },
    billingUsage: { errors: [401], tag: 'billing', summary: 'Forfait, quotas et appels du mois' },
  },
  billing: {
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
  },
  audit: {
    list: {
      errors: [400, 401],
      tag: 'audit',
      summary: "Journal d'activité du compte, du plus récent au plus ancien",
    },
  },
  cookies: {
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
  },
  site: {
    info: {
      errors: [],
      tag: 'site',
      summary: "L'éditeur du site et l'outil de mesure d'audience configurés",
    },
  },
} satisfies DocsOfMap<Endpoints>;
