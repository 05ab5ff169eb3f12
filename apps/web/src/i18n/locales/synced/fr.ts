/**
 * French copy shared by the tools that keep an account's data (entities/synced): whether the
 * changes reached the server, and the invitation to sign in. Read as `t('synced.…')`.
 */
const syncedFr = {
  saved: 'Enregistré',
  saving: 'Enregistrement…',
  waiting_one: "Hors ligne : {{count}} modification en attente d'envoi",
  waiting_many: "Hors ligne : {{count}} de modifications en attente d'envoi",
  waiting_other: "Hors ligne : {{count}} modifications en attente d'envoi",
  dropped: "Une modification n'a pas pu être enregistrée : {{reason}}",
  signInBody:
    'Connectez-vous pour vous en servir : vos données sont gardées dans votre compte et vous suivent sur tous vos appareils.',
  signInAction: 'Se connecter',
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type SyncedTexts = Widen<typeof syncedFr>;

declare module '../../registry' {
  interface SectionTexts {
    synced: SyncedTexts;
  }
}

export default syncedFr;
