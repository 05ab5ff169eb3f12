import { defineModule } from '../module';
import { alertsRoutes } from './routes';
import { AlertsService } from './service';

/** The system alerts (part 2 §3), created by the operators' command line. */
export const alertsModule = defineModule({
  name: 'alerts',
  services: ({ db, raw, clock }) => ({ alerts: new AlertsService(db, raw, clock) }),
  routes: alertsRoutes,
});
