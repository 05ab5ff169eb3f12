import { messagesFrSupport } from '@trousse/contracts/messages-fr-support';

/**
 * French copy of /support, the contact page (part 2 §2, §5, §8): the spec's sentences come from
 * the contract, to the letter. Read as `t('support.…')`.
 */
export const supportFr = {
  pageTitle: 'Support',
  title: 'Contacter le support',
  intro: 'Une question, un problème ou une idée pour Trousse ? Écrivez-nous : nous lisons chaque message.',
  cards: {
    emailTitle: 'Par e-mail',
    emailBody:
      'Écrivez-nous avec le formulaire ci-dessous : nous répondons sous 48 h, quel que soit votre forfait.',
    phoneTitle: 'Par téléphone',
    phoneBody: 'Appelez-nous au {{phone}}, du lundi au vendredi.',
    phoneNone: "Le support téléphonique n'est pas proposé pour le moment : utilisez le formulaire.",
  },
  form: {
    title: 'Votre message',
    email: 'Adresse e-mail',
    message: 'Message',
    hint: messagesFrSupport.messageHint,
    counter: '{{count}} / {{max}}',
    submit: 'Envoyer',
    sending: 'Envoi…',
    honeypot: 'Ne remplissez pas ce champ',
  },
  errors: {
    required: messagesFrSupport.required,
    emailTooLong: messagesFrSupport.emailTooLong,
    emailInvalid: messagesFrSupport.emailInvalid,
    messageTooShort: messagesFrSupport.messageTooShort,
    messageTooLong: messagesFrSupport.messageTooLong,
    limitReached: messagesFrSupport.limitReached,
    sendError: messagesFrSupport.sendError,
    networkError: messagesFrSupport.networkError,
  },
  success: {
    title: messagesFrSupport.successTitle,
    body: messagesFrSupport.successBody,
    ticket: 'Numéro de votre demande : {{ticket}}',
    again: messagesFrSupport.sendAnother,
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type SupportTexts = Widen<typeof supportFr>;

declare module '../../registry' {
  interface SectionTexts {
    support: Widen<typeof supportFr>;
  }
}

export default supportFr;
