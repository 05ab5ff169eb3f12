import { defineModule } from '../module';
import { consentRoutes } from './routes';
import { ConsentService } from './service';

/** The proofs of the visitors' cookie choices. */
export const consentModule = defineModule({
  name: 'consent',
  services: ({ db, clock }) => ({ consent: new ConsentService(db, clock) }),
  routes: consentRoutes,
});
