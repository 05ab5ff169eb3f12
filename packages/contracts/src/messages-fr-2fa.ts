/** The two-factor messages of the spec (part 1 §5, §8 "Two-factor"), verbatim. */
export const messagesFr2fa = {
  codeFormat: 'Veuillez entrer un code à 6 chiffres',
  recoveryCodeFormat: 'Veuillez entrer un code de récupération valide',
  wrongCode: 'Code 2FA incorrect',
  setupError: "Erreur lors de l'initialisation de la 2FA",
  setupWrongCode: 'Code incorrect. Veuillez réessayer.',
  blocked: 'Trop de codes incorrects : la vérification en deux étapes est bloquée pour 15 minutes.',
  stepExpired: "Étape de vérification expirée, reconnectez-vous avec votre code d'accès.",
  notEnabled: "La double authentification n'est pas activée",
  alreadyEnabled: 'La double authentification est déjà activée',
  noPendingSetup: 'Aucune activation en cours : recommencez la configuration',
  codeRequired: "Saisissez aussi le code de votre application d'authentification.",
  enabled: 'Double authentification activée',
  disabled: 'Double authentification désactivée',
} as const;
