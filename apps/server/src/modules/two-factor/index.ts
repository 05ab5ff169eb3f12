import { defineModule } from '../module';
import type { AuditService } from '../audit/service';
import type { AuthService } from '../auth/service';
import type { SessionService } from '../auth/sessions';
import { twoFactorRoutes } from './routes';
import { TwoFactorService } from './service';

/** The second factor (TOTP) and its recovery codes. */
export const twoFactorModule = defineModule({
  name: 'two-factor',
  services: (
    shared,
    { auth, sessions, audit }: { auth: AuthService; sessions: SessionService; audit: AuditService },
  ) => ({
    twoFactor: new TwoFactorService(
      shared.db,
      shared.clock,
      shared.key('totp-secret-aes-256-gcm'),
      shared.key('recovery-code'),
      auth,
      sessions,
      audit,
      shared.mailer,
      shared.log,
    ),
  }),
  routes: twoFactorRoutes,
});
