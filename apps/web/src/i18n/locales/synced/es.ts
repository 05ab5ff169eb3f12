import type { SyncedTexts } from './fr';

/** Spanish copy shared by the tools that keep an account's data (see fr.ts). */
const syncedEs: SyncedTexts = {
  saved: 'Guardado',
  saving: 'Guardando…',
  waiting_one: 'Sin conexión: {{count}} cambio pendiente de envío',
  waiting_many: 'Sin conexión: {{count}} de cambios pendientes de envío',
  waiting_other: 'Sin conexión: {{count}} cambios pendientes de envío',
  dropped: 'No se ha podido guardar un cambio: {{reason}}',
  signInBody:
    'Inicia sesión para usarla: tus datos se guardan en tu cuenta y te acompañan en todos tus dispositivos.',
  signInAction: 'Iniciar sesión',
};

export default syncedEs;
