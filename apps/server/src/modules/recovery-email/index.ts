import { defineModule } from '../module';
import type { AuditService } from '../audit/service';
import { recoveryEmailRoutes } from './routes';
import { RecoveryEmailService } from './service';

/** The account's recovery email: set, changed (with its waiting period) and removed. */
export const recoveryEmailModule = defineModule({
  name: 'recovery-email',
  services: (shared, { audit }: { audit: AuditService }) => ({
    recoveryEmail: new RecoveryEmailService(
      shared.db,
      shared.clock,
      shared.key('recovery-email-code'),
      audit,
      shared.mailer,
      shared.config.recoveryChange,
      shared.log,
    ),
  }),
  routes: recoveryEmailRoutes,
});
