import type { SyncedTexts } from './fr';

/** English copy shared by the tools that keep an account's data (see fr.ts). */
const syncedEn: SyncedTexts = {
  saved: 'Saved',
  saving: 'Saving…',
  waiting_one: 'Offline: {{count}} change waiting to be sent',
  waiting_many: 'Offline: {{count}} changes waiting to be sent',
  waiting_other: 'Offline: {{count}} changes waiting to be sent',
  dropped: 'A change could not be saved: {{reason}}',
  signInBody: 'Sign in to use it: your data is kept in your account and follows you on all your devices.',
  signInAction: 'Sign in',
};

export default syncedEn;
