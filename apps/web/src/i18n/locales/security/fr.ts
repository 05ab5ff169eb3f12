/**
 * French copy of the security page (/security) and the live sessions (also shown in the
 * settings), loaded with them. Read as `t('security.…')`.
 */
export const securityFr = {
  pageTitle: 'Sécurité',
  title: 'Sécurité du compte',
  intro: "La double authentification, vos sessions ouvertes et ce qui s'est passé sur votre compte.",
  sessions: {
    title: 'Sessions actives',
    current: 'Cette session',
    end: 'Terminer la session',
    ip: 'Adresse IP : {{ip}}',
    ipUnknown: 'Adresse IP inconnue',
    lastSeen: 'Dernière activité : {{date}}',
    opened: 'Ouverte le {{date}}',
    empty: 'Aucune session active',
    loadError: 'Erreur lors du chargement des sessions',
    ended: 'Session terminée',
    endError: 'Impossible de terminer la session',
  },
  audit: {
    title: "Journal d'activité",
    empty: 'Aucune activité enregistrée',
    loadError: "Erreur lors du chargement du journal d'activité",
    previous: 'Précédent',
    next: 'Suivant',
    pageOf: 'Page {{page}} sur {{pages}}',
    pagination: "Pages du journal d'activité",
    ip: 'Adresse IP',
    device: 'Appareil',
    unknown: 'Inconnu',
    types: {
      accountCreated: 'Compte créé',
      loginSucceeded: 'Connexion réussie',
      loginFailed: 'Échec de connexion',
      accountLocked: 'Compte bloqué',
      resetRequested: 'Réinitialisation demandée',
      resetFailed: 'Échec de réinitialisation',
      resetCompleted: 'Code réinitialisé',
      codeChanged: "Code d'accès modifié",
      sessionEnded: 'Déconnexion',
      sessionRevoked: 'Session terminée',
      sessionEvicted: 'Session fermée par une nouvelle connexion',
      sessionReuseDetected: 'Réutilisation suspecte, session fermée',
      deviceNew: 'Connexion depuis un nouvel appareil',
      twoFactorEnabled: 'Double authentification activée',
      twoFactorDisabled: 'Double authentification désactivée',
      twoFactorFailed: 'Échec de la double authentification',
      twoFactorBlocked: 'Double authentification bloquée',
      recoveryCodeUsed: 'Code de récupération utilisé',
      recoveryCodesRenewed: 'Codes de récupération renouvelés',
      oauthLinked: 'Compte de connexion sociale lié',
      oauthLogin: 'Connexion via un compte social',
      oauthUnlinked: 'Compte de connexion sociale non vérifié délié',
      planChanged: 'Formule modifiée',
      termsAccepted: 'Conditions générales de vente acceptées',
      cancellationRequested: 'Résiliation demandée',
      withdrawalRequested: 'Rétractation demandée',
      recoveryCodeSent: 'Code de validation envoyé',
      recoveryEmailSet: 'Adresse de récupération enregistrée',
      recoveryChangeRequested: "Changement d'adresse de récupération demandé",
      recoveryChangeWindowOpened: 'Période de changement ouverte',
      recoveryChangeCancelled: "Changement d'adresse de récupération annulé",
      recoveryEmailChanged: 'Adresse de récupération modifiée',
      dataExported: 'Données téléchargées',
      other: 'Autre événement',
    },
  },
  justNow: "à l'instant",
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type SecurityTexts = Widen<typeof securityFr>;

declare module '../../registry' {
  interface SectionTexts {
    security: Widen<typeof securityFr>;
  }
}

export default securityFr;
