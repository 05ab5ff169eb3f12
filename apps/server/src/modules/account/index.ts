import { defineModule } from '../module';
import type { AppsService } from '../apps/service';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import type { BillingService } from '../billing/service';
import type { QuotaService } from '../quota/service';
import { InactivitySweeper } from './inactivity';
import { accountRoutes } from './routes';
import { AccountService } from './service';

interface AccountNeeds {
  sessions: SessionService;
  apps: AppsService;
  quota: QuotaService;
  billing: BillingService;
  audit: AuditService;
}

/** The account itself: its data, its export, its deletion, and the inactive accounts' sweep. */
export const accountModule = defineModule({
  name: 'account',
  services: (shared, { sessions, apps, quota, billing, audit }: AccountNeeds) => {
    const { database, db, clock, mailer, log } = shared;
    const account = new AccountService(db, clock, sessions, apps, quota, billing, audit, mailer, log);
    const inactivity = new InactivitySweeper(database, clock, account, mailer, log);
    // Inactive accounts: noticed, then deleted (part 2 §4); the sweep stops with the server.
    shared.onStart(() => inactivity.start());
    return { account, inactivity };
  },
  routes: accountRoutes,
});
