/**
 * The account settings' messages: the spec's words where it quotes them (part 2 §5, §8),
 * verbatim, and the product's own for the cases it does not.
 */
export const messagesFrAccount = {
  // Recovery email (part 2 §5, §8)
  recoveryEmailRequired: 'Veuillez saisir une adresse e-mail',
  recoveryEmailInvalid: 'Veuillez saisir une adresse e-mail valide',
  resendWait: 'Veuillez attendre {n} seconde(s) avant de pouvoir renvoyer un email',
  validationCodeLength: 'Le code doit contenir exactement 4 chiffres',
  validationCodeWrong: 'Code de validation incorrect',
  userNotFound: 'Erreur : utilisateur non trouvé',
  sendError: "Erreur lors de l'envoi de l'email",
  saveError: "Erreur lors de l'enregistrement. Veuillez réessayer.",
  changeError: 'Erreur lors du changement. Veuillez réessayer.',
  changeRequestError: 'Erreur lors de la demande de changement',
  // The product's own
  validationCodeSent: 'Un code de validation a été envoyé à cette adresse.',
  validationCodeExpired: 'Ce code a expiré ou a reçu trop de tentatives : demandez un nouveau code.',
  recoveryEmailSame: "L'adresse de récupération doit être différente de l'adresse du compte.",
  recoveryEmailUnchanged: "La nouvelle adresse doit être différente de l'adresse de récupération actuelle.",
  recoveryEmailAlreadySet:
    'Une adresse de récupération est déjà enregistrée : utilisez la procédure de changement.',
  recoveryEmailNotSet: "Aucune adresse de récupération n'est enregistrée.",
  userMismatch: "Cette adresse n'est pas celle du compte connecté.",
  changeAlreadyRequested: 'Une demande de changement est déjà en cours.',
  changeNotRequested: "Aucune demande de changement n'est en cours.",
  changeDelayRunning: "Le délai de sécurité n'est pas encore écoulé.",
  changeWindowClosed: 'La période de changement est close : faites une nouvelle demande.',
  recoveryEmailSaved: 'Adresse de récupération enregistrée',
  // Account deletion
  accountDeleted: 'Votre compte a été supprimé.',
} as const;
