import type { MailTexts } from './texts';

export const frTexts: MailTexts = {
  greeting: 'Bonjour,',
  signature: "L'équipe Trousse",
  reset: {
    subject: 'Votre code de réinitialisation Trousse',
    codeBefore: 'Voici votre code de réinitialisation : ',
    codeAfter: '',
    validity: "Il est valable 10 minutes et ne peut servir qu'une fois.",
    notYou:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre code d'accès reste inchangé.",
  },
  newSignIn: {
    subject: 'Nouvelle connexion à votre compte Trousse',
    title: 'Nouvelle connexion',
    happened: ({ when, device, network }) =>
      `Nouvelle connexion à votre compte le ${when} (heure de Paris) avec ${device}${network ? ` depuis le réseau ${network}` : ''}.`,
    wasYou: "Si c'était vous, il n'y a rien à faire.",
    notYou: "Sinon, changez votre code d'accès et terminez les sessions inconnues depuis la page Sécurité.",
  },
  codeChanged: {
    subject: "Code d'accès modifié",
    happened: ({ when, device }) =>
      `Le code d'accès de votre compte a été modifié le ${when} (heure de Paris), depuis ${device}. Vos autres sessions ont été fermées.`,
    notYou:
      "Si ce n'est pas vous, réinitialisez tout de suite votre code avec « Code oublié ? » sur l'écran de connexion, puis contactez le support.",
  },
  cancellation: {
    subject: 'Confirmation de votre résiliation',
    confirmed: ({ number, effective, withdrawal }) =>
      withdrawal
        ? `Votre demande de rétractation ${number} est enregistrée : votre abonnement a pris fin le ${effective} et le montant payé vous sera remboursé sous 14 jours.`
        : `Votre demande de résiliation ${number} est enregistrée : votre abonnement prendra fin le ${effective}. Vous gardez votre forfait jusqu'à cette date.`,
    dataKept:
      'Vos données sont conservées 30 jours après la fin de votre abonnement : en vous abonnant de nouveau dans ce délai, vous retrouvez tout.',
  },
  twoFactor: {
    subject: {
      enabled: 'Double authentification activée sur votre compte Trousse',
      disabled: 'Double authentification désactivée sur votre compte Trousse',
      'recovery-code-used': 'Un code de récupération a été utilisé sur votre compte Trousse',
    },
    happened: ({ change, when, device }) =>
      `${
        {
          enabled: 'La double authentification a été activée sur votre compte',
          disabled: 'La double authentification a été désactivée sur votre compte',
          'recovery-code-used': 'Un code de récupération a servi à vous connecter à votre compte',
        }[change]
      } le ${when} (heure de Paris), depuis ${device}.`,
    wasYou: "Si c'était vous, il n'y a rien à faire.",
    notYou:
      "Si ce n'était pas vous, réinitialisez votre code d'accès depuis l'écran de connexion, puis terminez les sessions inconnues depuis la page Sécurité.",
  },
};
