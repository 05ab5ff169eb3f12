import { defineModule } from '../module';
import { auditRoutes } from './routes';
import { AuditService } from './service';

/** The account's security journal: most modules record into it, so it comes first. */
export const auditModule = defineModule({
  name: 'audit',
  services: ({ db }) => ({ audit: new AuditService(db) }),
  routes: auditRoutes,
});
