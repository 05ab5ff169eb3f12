import { defineModule } from '../module';
import { healthRoutes } from './routes';

/** The probes: they read the database the app is given, no service of their own. */
export const healthModule = defineModule({ name: 'health', routes: healthRoutes });
