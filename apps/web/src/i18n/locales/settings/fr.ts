import { messagesFr } from '@trousse/contracts/messages-fr';
import { messagesFrAccount } from '@trousse/contracts/messages-fr-account';

/** `{n}` of the spec's sentences, as i18next writes a value. */
const withCount = (message: string) => message.replace('{n}', '{{count}}');

/**
 * French copy of the 'Paramètres' dialog (spec part 2 §2, §4, §5, §8), loaded when the dialog
 * opens. The sentences the spec quotes come from the contracts; the figures are values passed
 * in from the constants that drive the behaviour. Read as `t('settings.…')`.
 */
export const settingsFr = {
  title: 'Paramètres',
  loading: 'Chargement des paramètres…',
  securityPage: "Sessions et journal d'activité",
  sessionDuration: {
    title: 'Durée de connexion',
    body: 'Une session dure {{hours}} h, ou {{days}} jours quand la double authentification est active. Au plus {{max}} sessions sont ouvertes en même temps : une nouvelle connexion ferme la plus ancienne.',
    listTitle: 'Sessions ouvertes',
    end: 'Déconnecter',
  },
  autoDeletion: {
    title: 'Suppression automatique',
    body: "Un compte sans connexion pendant {{months}} mois est supprimé automatiquement, après un e-mail de prévenance envoyé {{days}} jours avant. Se connecter avant cette date garde le compte. Un compte avec un abonnement actif n'est jamais supprimé.",
  },
  attempts: {
    title: 'Tentatives de code',
    body: "Après {{count}} codes d'accès incorrects de suite, le compte est bloqué pendant {{hours}} h. Un code correct remet le compteur à zéro, et « Code oublié ? » sur l'écran de connexion débloque le compte.",
  },
  recovery: {
    title: "Code d'accès perdu",
    intro:
      "Une adresse e-mail de récupération reçoit, comme celle du compte, les codes de réinitialisation si vous perdez votre code d'accès.",
    emailLabel: 'Adresse e-mail de récupération',
    send: 'Envoyer le code',
    sending: 'Envoi…',
    wait: withCount(messagesFrAccount.resendWait),
    codeTitle: 'Code de validation',
    codeIntro:
      "Saisissez le code à 4 chiffres envoyé à {{email}} (valable {{minutes}} minutes), puis votre code d'accès actuel.",
    codeLabel: 'Code de validation',
    validating: 'Vérification…',
    resend: 'Renvoyer un code',
    current: 'Adresse de récupération',
    saved: messagesFrAccount.recoveryEmailSaved,
    changed: 'Adresse de récupération modifiée',
    changeIntro:
      "Par sécurité, un changement n'est possible que {{delay}} h après la demande, puis pendant {{window}} h. Les deux adresses sont prévenues de la demande.",
    requestChange: 'Demander un changement',
    cancelRequest: 'Annuler la demande',
    requested: 'Demande enregistrée : les deux adresses ont été prévenues.',
    cancelled: 'Demande de changement annulée',
    cooldown: 'Changement possible dans {{time}}',
    opening: 'Ouverture de la période de changement…',
    window: "Vous pouvez changer l'adresse pendant encore {{time}}.",
    newEmailLabel: 'Nouvelle adresse de récupération',
    pending: 'Un code a été envoyé à {{email}}.',
    enterCode: 'Saisir le code',
    statusError: "Impossible de lire l'état de la demande de changement",
    confirmSet: "Enregistrer l'adresse",
    confirmChange: "Changer l'adresse",
    requestTitle: 'Demander un changement',
    requestIntro:
      "Confirmez avec votre code d'accès actuel. Le changement ne sera possible qu'après le délai de sécurité ; les deux adresses sont prévenues et vous pouvez annuler la demande d'ici là.",
    requestConfirm: 'Confirmer la demande',
    cancelTitle: 'Annuler la demande',
    cancelIntro:
      "Confirmez avec votre code d'accès actuel : l'adresse de récupération reste la même, et les deux adresses sont prévenues.",
    cancelConfirm: "Confirmer l'annulation",
    errors: {
      emailRequired: messagesFrAccount.recoveryEmailRequired,
      emailInvalid: messagesFrAccount.recoveryEmailInvalid,
      codeLength: messagesFrAccount.validationCodeLength,
      wrongCode: messagesFrAccount.validationCodeWrong,
      codeExpired: messagesFrAccount.validationCodeExpired,
      userNotFound: messagesFrAccount.userNotFound,
      sendError: messagesFrAccount.sendError,
      saveError: messagesFrAccount.saveError,
      changeError: messagesFrAccount.changeError,
      changeRequestError: messagesFrAccount.changeRequestError,
      sameAsAccount: messagesFrAccount.recoveryEmailSame,
      unchanged: messagesFrAccount.recoveryEmailUnchanged,
      alreadySet: messagesFrAccount.recoveryEmailAlreadySet,
      notSet: messagesFrAccount.recoveryEmailNotSet,
      userMismatch: messagesFrAccount.userMismatch,
      alreadyRequested: messagesFrAccount.changeAlreadyRequested,
      notRequested: messagesFrAccount.changeNotRequested,
      delayRunning: messagesFrAccount.changeDelayRunning,
      windowClosed: messagesFrAccount.changeWindowClosed,
    },
  },
  currentCode: {
    label: "Votre code d'accès actuel",
    twoFactor: "Code de votre application d'authentification",
    required: "Saisissez votre code d'accès actuel sur le clavier",
    back: 'Retour',
  },
  changeCode: {
    title: "Changer le code d'accès",
    intro: 'Vos autres sessions seront fermées et un e-mail vous confirmera le changement.',
    current: "Saisissez votre code d'accès actuel",
    next: 'Choisissez votre nouveau code (4 à 8 chiffres)',
    confirm: 'Confirmez votre nouveau code',
    twoFactor: "Code de votre application d'authentification",
    twoFactorHint: 'Code à 6 chiffres, ou un code de récupération.',
    submit: 'Changer le code',
    back: 'Retour',
    done: "Code d'accès modifié. Vos autres sessions ont été fermées.",
    error: 'Erreur lors du changement de code',
    mismatch: messagesFr.codesMismatch,
    tooEasy: messagesFr.codeTooEasy,
  },
  twoFactor: {
    title: 'Authentification à deux facteurs',
  },
  language: {
    title: 'Langue',
    legend: 'Langue des écrans et des e-mails',
  },
  invoices: {
    title: 'Factures',
    body: "Vos factures et vos moyens de paiement se trouvent dans le portail de facturation sécurisé de notre prestataire de paiement, qui s'ouvre dans un nouvel onglet.",
    open: 'Ouvrir le portail de facturation',
    opening: 'Ouverture…',
  },
  data: {
    title: 'Mes données',
    intro:
      'Téléchargez toutes les données personnelles de votre compte dans un fichier JSON, ou supprimez le compte et ses données.',
    download: 'Télécharger mes données',
    downloading: 'Préparation…',
    downloaded: 'Vos données ont été téléchargées',
    downloadError: 'Erreur lors du téléchargement de vos données',
    delete: 'Supprimer mon compte',
    deleteTitle: 'Supprimer mon compte',
    deleteWarning:
      'La suppression est définitive : vos préférences, favoris, sessions et historique sont effacés, et tout abonnement payant est arrêté sans attendre. Seules les pièces de facturation que la loi impose de garder sont conservées, sans lien avec vous.',
    codeLabel: "Votre code d'accès actuel",
    twoFactorLabel: 'Code de double authentification',
    confirmDelete: 'Supprimer définitivement',
    deleting: 'Suppression…',
    cancel: 'Annuler',
    deleted: messagesFrAccount.accountDeleted,
    deleteError: 'Erreur lors de la suppression du compte',
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies: the same keys, any words. */
export type SettingsTexts = Widen<typeof settingsFr>;

declare module '../../registry' {
  interface SectionTexts {
    settings: Widen<typeof settingsFr>;
  }
}

export default settingsFr;
