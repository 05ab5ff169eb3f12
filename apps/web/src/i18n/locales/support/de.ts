import type { SupportTexts } from './fr';

/** German copy of /support, the contact page (see fr.ts). */
const supportDe: SupportTexts = {
  pageTitle: 'Support',
  title: 'Support kontaktieren',
  intro: 'Eine Frage, ein Problem oder eine Idee für Trousse? Schreiben Sie uns: Wir lesen jede Nachricht.',
  cards: {
    emailTitle: 'Per E-Mail',
    emailBody:
      'Schreiben Sie uns über das Formular unten: Wir antworten innerhalb von 48 Stunden, unabhängig von Ihrem Tarif.',
    phoneTitle: 'Per Telefon',
    phoneBody: 'Sie erreichen uns montags bis freitags unter {{phone}}.',
    phoneNone: 'Telefonischer Support wird derzeit nicht angeboten: Bitte nutzen Sie das Formular.',
  },
  form: {
    title: 'Ihre Nachricht',
    email: 'E-Mail-Adresse',
    message: 'Nachricht',
    hint: 'Mindestens 10 Zeichen erforderlich',
    counter: '{{count}} / {{max}}',
    submit: 'Senden',
    sending: 'Wird gesendet…',
    honeypot: 'Dieses Feld bitte nicht ausfüllen',
  },
  errors: {
    required: 'Bitte füllen Sie alle Pflichtfelder aus',
    emailTooLong: 'Die E-Mail-Adresse darf höchstens 100 Zeichen lang sein',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    messageTooShort: 'Die Nachricht muss mindestens 10 Zeichen lang sein',
    messageTooLong: 'Die Nachricht darf höchstens 15.000 Zeichen lang sein',
    limitReached:
      'Sie haben das Limit von 4 Nachrichten innerhalb von 24 Stunden erreicht. Bitte versuchen Sie es später erneut.',
    sendError: 'Fehler beim Senden Ihrer Anfrage. Bitte versuchen Sie es erneut.',
    networkError: 'Verbindungsfehler. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  },
  success: {
    title: 'Nachricht erfolgreich gesendet!',
    body: 'Ihre Support-Anfrage wurde an unser Team weitergeleitet.',
    ticket: 'Ihre Anfragenummer: {{ticket}}',
    again: 'Weitere Nachricht senden',
  },
};

export default supportDe;
