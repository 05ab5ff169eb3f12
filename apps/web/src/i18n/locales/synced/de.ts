import type { SyncedTexts } from './fr';

/** German copy shared by the tools that keep an account's data (see fr.ts). */
const syncedDe: SyncedTexts = {
  saved: 'Gespeichert',
  saving: 'Wird gespeichert…',
  waiting_one: 'Offline: {{count}} Änderung wartet auf das Senden',
  waiting_many: 'Offline: {{count}} Änderungen warten auf das Senden',
  waiting_other: 'Offline: {{count}} Änderungen warten auf das Senden',
  dropped: 'Eine Änderung konnte nicht gespeichert werden: {{reason}}',
  signInBody:
    'Melden Sie sich an, um es zu nutzen: Ihre Daten bleiben in Ihrem Konto und begleiten Sie auf allen Ihren Geräten.',
  signInAction: 'Anmelden',
};

export default syncedDe;
