import { defineModule } from '../module';
import type { SessionService } from '../auth/sessions';
import { appsRoutes } from './routes';
import { AppsService, USER_FLAGS_CHANNEL } from './service';

/** The catalogue, and each user's installed, liked and favourite apps. */
export const appsModule = defineModule({
  name: 'apps',
  services: (shared, { sessions }: { sessions: SessionService }) => {
    const apps = new AppsService(shared.db, shared.raw, shared.clock, sessions);
    shared.notified(USER_FLAGS_CHANNEL, apps.flags);
    return { apps };
  },
  routes: appsRoutes,
});
