import { defineModule } from '../module';
import { supportRoutes } from './routes';
import { SupportService } from './service';

/** Messages to the support team, each with its ticket. */
export const supportModule = defineModule({
  name: 'support',
  services: ({ db, clock, mailer, config, log }) => ({
    support: new SupportService(db, clock, mailer, config.support.email, log),
  }),
  routes: supportRoutes,
});
