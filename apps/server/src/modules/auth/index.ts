import { TwoFactorStepTokens } from '../../lib/access-tokens';
import { defineModule } from '../module';
import type { AuditService } from '../audit/service';
import { AuthCookies } from './cookies';
import { ResetService } from './reset';
import { authRoutes } from './routes';
import { AuthService } from './service';
import { SESSION_ENDED_CHANNEL, SessionService } from './sessions';

/** Sign-up, sign-in, sessions and the forgotten code; what every signed-in call relies on. */
export const authModule = defineModule({
  name: 'auth',
  services: (shared, { audit }: { audit: AuditService }) => {
    const { config, database, db, raw, clock, hasher, tokens, mailer, log } = shared;
    const sessions = new SessionService(db, raw, clock, tokens, audit, database.kind === 'postgres');
    // Live sessions are kept in memory while the database tells of every one that ends.
    shared.notified(SESSION_ENDED_CHANNEL, sessions.live);
    const auth = new AuthService(db, raw, clock, hasher, sessions, audit, mailer, log);
    return {
      sessions,
      auth,
      reset: new ResetService(db, clock, shared.key('reset-code'), hasher, auth, sessions, audit, mailer),
      tokens,
      twoFactorSteps: new TwoFactorStepTokens(shared.appSecret, clock, config.publicUrl),
      cookies: new AuthCookies(config.isProduction || config.publicUrl.startsWith('https:')),
      /** Keys the device fingerprints before they are stored. */
      deviceKey: shared.key('device-fingerprint'),
    };
  },
  routes: authRoutes,
});
