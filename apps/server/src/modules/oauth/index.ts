import { defineModule } from '../module';
import type { AuditService } from '../audit/service';
import type { AuthService } from '../auth/service';
import { configuredProviders } from './providers';
import { oauthRoutes } from './routes';
import { OAuthService } from './service';

/** Sign-in with the configured providers (Google, GitHub…). */
export const oauthModule = defineModule({
  name: 'oauth',
  services: (shared, { auth, audit }: { auth: AuthService; audit: AuditService }) => ({
    oauth: new OAuthService(
      shared.db,
      shared.clock,
      configuredProviders(shared.config, shared.clock),
      auth,
      audit,
      shared.log,
    ),
  }),
  routes: oauthRoutes,
});
