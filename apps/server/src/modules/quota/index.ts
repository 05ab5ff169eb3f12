import { defineModule } from '../module';
import { quotaRoutes } from './routes';
import { QuotaService, SUBSCRIPTION_CHANNEL } from './service';

/** Plans and what each account used of them. */
export const quotaModule = defineModule({
  name: 'quota',
  services: (shared) => {
    const quota = new QuotaService(shared.db, shared.raw, shared.clock);
    shared.notified(SUBSCRIPTION_CHANNEL, quota.subscriptions);
    // After the routes stop: the uses counted in memory are written.
    shared.onClose(() => quota.close());
    return { quota };
  },
  routes: quotaRoutes,
});
