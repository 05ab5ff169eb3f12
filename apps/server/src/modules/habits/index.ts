import { defineModule } from '../module';
import { habitsRoutes } from './routes';
import { HabitsService } from './service';

/** The habit tracker: an account's habits and their daily checks (decision 026). */
export const habitsModule = defineModule({
  name: 'habits',
  services: ({ db, clock }) => ({ habits: new HabitsService(db, clock) }),
  routes: habitsRoutes,
});
