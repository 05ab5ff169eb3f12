import { defineModule } from '../module';
import { notesRoutes } from './routes';
import { NotesService } from './service';

/** The quick notes (/app/quick-notes): an account's plain-text notes, kept in sync (decision 026). */
export const notesModule = defineModule({
  name: 'notes',
  services: ({ db, clock }) => ({ notes: new NotesService(db, clock) }),
  routes: notesRoutes,
});
