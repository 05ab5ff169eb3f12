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
      "Votre compte reste ouvert au forfait gratuit et garde toutes vos données : la fin de l'abonnement n'en supprime aucune, et vous retrouvez tout si vous vous abonnez de nouveau.",
  },
  validationCode: {
    subject: 'Votre code de validation Trousse',
    codeBefore: 'Voici votre code de validation : ',
    codeAfter: '',
    validity: (minutes) =>
      `Il est valable ${minutes} minutes ; au bout de 3 essais incorrects, il faut en demander un nouveau.`,
    notYou:
      "Quelqu'un a indiqué cette adresse comme adresse de récupération d'un compte Trousse. Si ce n'est pas vous, ignorez ce message : sans ce code, rien ne change.",
  },
  recoveryEmailSet: {
    subject: 'Adresse de récupération ajoutée à votre compte Trousse',
    happened: ({ when, recoveryEmail, device }) =>
      `Le ${when} (heure de Paris), ${recoveryEmail} est devenue l'adresse de récupération de votre compte Trousse, depuis ${device}. Les codes de réinitialisation de votre code d'accès y seront aussi envoyés.`,
    notYou:
      "Si ce n'est pas vous, quelqu'un connaît votre code d'accès : changez-le tout de suite (Paramètres, « Changer le code d'accès »), terminez les sessions inconnues depuis la page Sécurité, puis contactez le support pour faire retirer cette adresse.",
  },
  recoveryChangeRequested: {
    subject: 'Demande de changement de votre adresse de récupération',
    happened: ({ when, recoveryEmail, possibleFrom }) =>
      `Le ${when} (heure de Paris), un changement de l'adresse de récupération ${recoveryEmail} a été demandé sur votre compte Trousse. Par sécurité, il ne sera possible qu'à partir du ${possibleFrom} (heure de Paris).`,
    howToStop:
      "Si ce n'est pas vous, connectez-vous, ouvrez Paramètres, section « Code d'accès perdu », et cliquez sur « Annuler la demande » ; changez ensuite votre code d'accès.",
  },
  recoveryChangeCancelled: {
    subject: 'Changement de votre adresse de récupération annulé',
    happened: ({ when, recoveryEmail, device }) =>
      `Le ${when} (heure de Paris), la demande de changement de l'adresse de récupération de votre compte Trousse a été annulée, depuis ${device}. L'adresse de récupération reste ${recoveryEmail}.`,
    notYou:
      "Si ce n'est pas vous, quelqu'un connaît votre code d'accès : changez-le tout de suite (Paramètres, « Changer le code d'accès »), terminez les sessions inconnues depuis la page Sécurité, puis contactez le support.",
  },
  recoveryEmailChanged: {
    subject: 'Adresse de récupération modifiée',
    happened: ({ when, newEmail }) =>
      `Le ${when} (heure de Paris), l'adresse de récupération de votre compte Trousse est devenue ${newEmail}.`,
    notYou:
      "Si ce n'est pas vous, réinitialisez tout de suite votre code d'accès avec « Code oublié ? » sur l'écran de connexion, puis contactez le support.",
  },
  inactivityNotice: {
    subject: (date) => `Votre compte Trousse sera supprimé le ${date}`,
    happened: ({ months, date }) =>
      `Vous ne vous êtes pas connecté à votre compte Trousse depuis près de ${months} mois. Comme l'annoncent nos conditions d'utilisation, un compte inactif est supprimé avec ses données : le vôtre le sera le ${date}.`,
    keep: 'Pour le garder, il suffit de vous connecter avant cette date.',
  },
  accountDeleted: {
    subject: 'Votre compte Trousse a été supprimé',
    happened: ({ when }) =>
      `Votre compte Trousse et ses données personnelles ont été supprimés le ${when} (heure de Paris), à votre demande. Toutes vos sessions ont été fermées et tout abonnement en cours a été arrêté.`,
    kept: 'Seules les pièces de facturation que la loi nous oblige à garder le sont encore, sans lien avec vous. Vous pouvez créer un nouveau compte avec la même adresse quand vous le souhaitez.',
  },
  supportAcknowledgement: {
    subject: (ticket) => `Votre demande de support ${ticket} a bien été reçue`,
    received: (ticket) =>
      `Nous avons bien reçu votre demande de support, enregistrée sous le numéro ${ticket}. Notre équipe vous répondra à cette adresse sous 48 heures ; rappelez ce numéro si vous nous écrivez à son sujet.`,
    notYou: "Si vous n'avez rien demandé, ignorez ce message.",
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
