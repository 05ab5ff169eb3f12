import { defineModule } from '../module';
import { siteRoutes } from './routes';

/** What the legal pages and the analytics read from the configuration. */
export const siteModule = defineModule({ name: 'site', routes: siteRoutes });
