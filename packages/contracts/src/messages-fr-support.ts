/** The support page's and the alerts' French words of the spec (part 2 §2, §5, §8), verbatim. */
export const messagesFrSupport = {
  required: 'Veuillez remplir tous les champs obligatoires',
  emailTooLong: "L'email ne peut pas dépasser 100 caractères",
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  messageTooShort: 'Le message doit contenir au moins 10 caractères',
  messageHint: 'Minimum 10 caractères requis',
  messageTooLong: 'La description ne peut pas dépasser 15000 caractères',
  limitReached: 'Vous avez atteint la limite de 4 messages envoyés en 24h. Veuillez réessayer plus tard.',
  sendError: "Erreur lors de l'envoi de votre demande. Veuillez réessayer.",
  networkError: 'Erreur de connexion. Veuillez vérifier votre connexion internet et réessayer.',
  successTitle: 'Message envoyé avec succès !',
  successBody: 'Votre demande de support a été transmise à notre équipe.',
  sendAnother: 'Envoyer un autre message',
} as const;

/**
 * The title and message of each alert key, in French: the server's defaults when an operator
 * names a key without texts, and the French catalogue's words for them. `{duration}`: minutes
 * until the alert expires.
 */
export const alertTextsFr = {
  maintenance: {
    title: 'Maintenance programmée',
    message:
      'Une maintenance est en cours : certains services peuvent être indisponibles pendant {duration} minutes.',
  },
  update: {
    title: 'Mise à jour',
    message:
      'Une nouvelle version de Trousse est en cours de déploiement ; fin prévue dans {duration} minutes.',
  },
  security: {
    title: 'Alerte de sécurité',
    message:
      'Une intervention de sécurité est en cours. Restez attentif à tout e-mail inattendu à propos de votre compte.',
  },
  night: {
    title: 'Maintenance de nuit',
    message: 'Une maintenance de nuit peut ralentir le service pendant {duration} minutes.',
  },
  quick: {
    title: 'Courte interruption',
    message: 'Le service sera brièvement interrompu dans les {duration} prochaines minutes.',
  },
  database: {
    title: 'Base de données',
    message:
      'Une opération sur la base de données est en cours ; certaines actions peuvent échouer pendant {duration} minutes.',
  },
  restart: {
    title: 'Redémarrage',
    message:
      'Le service va redémarrer : enregistrez votre travail, le redémarrage a lieu dans {duration} minutes.',
  },
  newapp: {
    title: 'Nouvelle application',
    message: 'Une nouvelle application vient de rejoindre le catalogue : découvrez-la dès maintenant.',
  },
} as const;
