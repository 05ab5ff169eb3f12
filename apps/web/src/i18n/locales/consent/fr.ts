/**
 * French copy of the cookie consent (part 2 §2, §8): the customise dialog and the cookie manager
 * (the banner's own words come with the first screen, as `consentBanner`). Loaded when one of
 * them shows. Read as `t('consent.…')`.
 */
export const consentFr = {
  customise: {
    title: 'Personnaliser les cookies',
    intro:
      'Choisissez les cookies que vous acceptez. Vous pourrez changer d’avis à tout moment depuis la page Cookies.',
    cancel: 'Annuler',
    save: 'Sauvegarder les préférences',
  },
  categories: {
    necessary: 'Cookies strictement nécessaires',
    necessaryHint: 'Connexion, sécurité et mémoire de vos choix : toujours actifs.',
    analytics: 'Cookies analytiques',
    analyticsHint: "Mesure d'audience anonyme, pour savoir quelles pages sont utiles.",
    marketing: 'Cookies marketing',
    marketingHint: "Personnalisation publicitaire : Trousse n'en dépose aucun aujourd'hui.",
  },
  manager: {
    title: 'Gestion des cookies',
    intro: 'Vos choix s’appliquent tout de suite et sont conservés un an.',
    updated: 'Préférences de cookies mises à jour',
    deleted: 'Tous les cookies non essentiels ont été supprimés',
    updateError: 'Erreur lors de la mise à jour des préférences',
    deleteError: 'Erreur lors de la suppression des cookies',
    deleteAll: 'Supprimer tous les cookies non essentiels',
    infoTitle: 'Bon à savoir',
    info: 'Les cookies strictement nécessaires ne peuvent pas être désactivés : sans eux, la connexion et la sécurité de votre compte ne fonctionnent pas.',
    infoWithdraw:
      'Chacun de vos choix est enregistré comme preuve de votre consentement ; retirer votre accord est aussi simple que de le donner.',
    open: 'Gérer mes cookies',
    history: {
      title: 'Historique de mes choix',
      intro:
        'Les choix enregistrés depuis ce navigateur (et, connecté, depuis votre compte), du plus récent au plus ancien.',
      empty: 'Aucun choix enregistré pour l’instant.',
      error: 'L’historique de vos choix n’a pas pu être chargé.',
      revoked: 'Cookies non essentiels supprimés (consentement retiré)',
      methods: {
        bannerAccept: 'Bannière : tous les cookies acceptés',
        bannerReject: 'Bannière : cookies essentiels uniquement',
        settingsCustom: 'Choix personnalisé',
        managerDelete: 'Cookies non essentiels supprimés',
        other: 'Choix enregistré',
      },
      analytics: 'Analytiques : {{state}}',
      marketing: 'Marketing : {{state}}',
      accepted: 'acceptés',
      refused: 'refusés',
      export: 'Exporter mes choix (JSON)',
      exportError: 'L’export de vos choix a échoué. Veuillez réessayer.',
    },
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type ConsentTexts = Widen<typeof consentFr>;

declare module '../../registry' {
  interface SectionTexts {
    consent: Widen<typeof consentFr>;
  }
}

export default consentFr;
