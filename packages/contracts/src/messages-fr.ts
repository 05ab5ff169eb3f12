/**
 * The French messages that the specification quotes, verbatim. Server errors and the
 * web copy both take them from here, so a message is written exactly once.
 */
export const messagesFr = {
  // Errors shared by every call (DECISIONS §8)
  invalidData: 'Données invalides',
  genericError: 'Une erreur est survenue',
  notFound: 'Ressource introuvable',
  payloadTooLarge: 'Requête trop volumineuse',
  tooManyRequests: 'Trop de requêtes, veuillez réessayer plus tard',
  serviceUnavailable: 'Service momentanément indisponible',
  badRequest: 'Requête invalide',
  badUrl: 'Adresse invalide : elle contient un caractère mal encodé',
  urlTooLong: 'Adresse trop longue',
  headersTooLarge: 'En-têtes de requête trop volumineux',
  requestTimeout: 'La requête a pris trop de temps',
  unsupportedMediaType: 'Type de contenu non pris en charge : envoyez du JSON',
  invalidJson: "Le corps de la requête n'est pas un JSON valide",
  queryKeyRepeated: 'Paramètre donné plusieurs fois : une seule valeur permise',

  // Catalogue and apps (part 1 §2, §8)
  appsLoadError: 'Erreur lors du chargement des applications',
  appNotFoundTitle: 'Application non trouvée',
  appNotFoundBody: "L'application demandée n'existe pas.",
  noMatchingApp: 'Aucune application ne correspond',
  quotasLoadError: 'Erreur lors du chargement des quotas',
  quotaExceeded: 'Quota dépassé',
  serverConnectionError: 'Erreur de connexion au serveur',

  // Session and sign-in (part 1 §5, §8)
  loggedOut: 'Vous avez été déconnecté avec succès',
  freemiumLimit: 'Limite freemium atteinte. Connectez-vous pour un accès illimité.',
  invalidToken: 'Token invalide reçu du serveur',
  emailRequired: "L'email est requis",
  codeLength: 'Le code doit contenir entre 4 et 8 chiffres',
  codesMismatch: 'Les codes ne correspondent pas',
  codeTooEasy: 'Ce code est trop facile à deviner',
  loginError: 'Erreur de connexion',
  registerError: "Erreur d'inscription",
  refreshError: 'Erreur de rafraîchissement',
  accountLocked: 'Votre compte a été bloqué après 3 tentatives infructueuses.',
  codeCheckBusy: 'Une vérification de votre code est déjà en cours. Réessayez dans un instant.',
  wrongCode: 'Code incorrect',
  deviceLimit: 'Cet appareil est déjà lié à un compte, protection contre les multiples comptes.',
  emailTaken: 'Un compte avec cet email existe déjà',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  unauthenticated: 'Authentification requise',
  sessionExpired: 'Session expirée, veuillez vous reconnecter',
  originRejected: 'Origine de la requête refusée',
  refreshInvalid: 'Session invalide ou expirée',

  // Reset (part 1 §8 "Reset", DECISIONS §2)
  resetCodeLength: 'Le code de réinitialisation doit contenir 8 caractères',
  resetCodeWrong: 'Code incorrect',
  resetCodeExpired: 'Code de réinitialisation expiré',
  resetTooManyAttempts: 'Trop de tentatives incorrectes',
  resetCooldown: "Un code vient de vous être envoyé. Veuillez patienter avant d'en demander un autre.",
  resetSent: "Si un compte existe pour cet email, un code de réinitialisation vient d'y être envoyé.",
  resetVerifyError: 'Erreur lors de la vérification du code',
  resetRequestError: 'Erreur lors de la demande de réinitialisation',
  resetError: 'Erreur lors de la réinitialisation',
  resetExpiredShown: 'Code expiré. Demandez un nouveau code.',
  resetTooManyShown: 'Trop de tentatives. Demandez un nouveau code.',
  mailSendError: "Erreur lors de l'envoi de l'email",
  sessionNotFound: 'Session introuvable',

  // Billing (part 2 §4, §8)
  billingUnavailable: "Le paiement en ligne n'est pas disponible sur ce service pour le moment.",
  paymentProviderFailed: 'Le service de paiement ne répond pas. Veuillez réessayer dans un instant.',
  webhookSignatureInvalid: 'Signature du webhook invalide',
  planAlreadyActive: 'Ce forfait est déjà le vôtre.',
  noSubscription: "Vous n'avez pas d'abonnement en cours.",
  noBillingAccount: "Aucun compte de facturation n'est associé à votre compte.",
  withdrawalPeriodOver:
    'Le délai de rétractation de 14 jours est dépassé : vous pouvez résilier en fin de période.',
  webhookUnassigned: "Événement sans compte associé pour l'instant : il sera appliqué à un prochain envoi.",
  accountRateLimited: 'Trop de demandes en peu de temps. Veuillez réessayer dans une minute.',
  billingLoadError: 'Erreur lors du chargement des données',
  portalError: "Erreur lors de l'ouverture du portail de gestion",
  checkoutSuccess: 'Paiement réussi',

  // Social sign-in (DECISIONS §5)
  oauthTokenInvalid: 'Lien de connexion expiré ou déjà utilisé. Recommencez la connexion.',
  oauthCancelled: 'Connexion annulée ou refusée par le fournisseur.',
  oauthStateInvalid: 'La connexion a expiré ou a été modifiée. Veuillez recommencer.',
  oauthProviderFailed: 'La connexion avec le fournisseur a échoué. Veuillez réessayer.',
  oauthEmailMissing: "Votre compte chez ce fournisseur ne communique pas d'adresse e-mail.",
  oauthEmailUnverified:
    "Cette adresse e-mail n'est pas vérifiée par le fournisseur : connectez-vous avec votre code d'accès.",
  oauthProviderDisabled: "Ce mode de connexion n'est pas disponible.",
  oauthSignUpUnverified:
    "Ce fournisseur ne garantit pas que cette adresse e-mail est la vôtre : créez votre compte avec votre e-mail et un code d'accès, puis reliez-le.",
} as const;

export type MessageKey = keyof typeof messagesFr;
