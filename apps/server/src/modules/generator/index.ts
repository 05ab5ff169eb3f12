import { watchQueues } from '../../lib/metrics';
import { defineModule } from '../module';
import type { QuotaService } from '../quota/service';
import { generatorRoutes } from './routes';
import { GeneratorService } from './service';
import { StrengthPool } from './strength-pool';

/** The password generator, its strength estimated on worker threads. */
export const generatorModule = defineModule({
  name: 'generator',
  services: (shared, { quota }: { quota: QuotaService }) => {
    const strengthPool = new StrengthPool(shared.strengthWorkers, shared.maxQueueWaitMs);
    shared.onStart(() => {
      // The workers load their dictionaries before the first request needs them.
      strengthPool.warm();
      return watchQueues({ strength: strengthPool });
    });
    shared.onClose(() => strengthPool.close());
    return { generator: new GeneratorService(quota, strengthPool, shared.log) };
  },
  routes: generatorRoutes,
});
