import type { PasswordCheckerTexts } from './fr';

/** German copy of the password checker (see fr.ts). */
const passwordCheckerDe: PasswordCheckerTexts = {
  privacy: 'Ihr Passwort wird in Ihrem Browser geprüft: Es wird weder gesendet noch gespeichert.',
  label: 'Zu prüfendes Passwort',
  hint: 'Höchstens {{max}} Zeichen.',
  show: 'Passwort anzeigen',
  resultTitle: 'Stärke',
  empty: 'Geben Sie ein Passwort ein: Seine Stärke erscheint hier.',
  checking: 'Wird geschätzt…',
  verdict: 'Geschätzte Stärke: {{level}}.',
  loadError:
    'Der Schätzer konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};

export default passwordCheckerDe;
