import type { SupportTexts } from './fr';

/** English copy of /support, the contact page (see fr.ts). */
const supportEn: SupportTexts = {
  pageTitle: 'Support',
  title: 'Contact support',
  intro: 'A question, a problem or an idea for Trousse? Write to us: we read every message.',
  cards: {
    emailTitle: 'By email',
    emailBody: 'Write to us using the form below: we reply within 48 hours, whatever your plan.',
    phoneTitle: 'By phone',
    phoneBody: 'Call us on {{phone}}, Monday to Friday.',
    phoneNone: 'Phone support isn’t available at the moment: please use the form.',
  },
  form: {
    title: 'Your message',
    email: 'Email address',
    message: 'Message',
    hint: 'At least 10 characters required',
    counter: '{{count}} / {{max}}',
    submit: 'Send',
    sending: 'Sending…',
    honeypot: 'Do not fill in this field',
  },
  errors: {
    required: 'Please fill in all required fields',
    emailTooLong: 'The email address cannot be longer than 100 characters',
    emailInvalid: 'Please enter a valid email address',
    messageTooShort: 'The message must be at least 10 characters long',
    messageTooLong: 'The message cannot be longer than 15,000 characters',
    limitReached: 'You have reached the limit of 4 messages sent in 24 hours. Please try again later.',
    sendError: 'Your request could not be sent. Please try again.',
    networkError: 'Connection error. Please check your internet connection and try again.',
  },
  success: {
    title: 'Message sent successfully!',
    body: 'Your support request has been passed on to our team.',
    ticket: 'Your request number: {{ticket}}',
    again: 'Send another message',
  },
};

export default supportEn;
