import type { GeneratedItem, GeneratorOptions } from '@trousse/contracts/api/generator/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { generationFailed, HttpError } from '../../lib/http-error';
import type { QuotaService } from '../quota/service';
import { characterClasses, generatePassword } from './passwords';
import type { StrengthPool } from './strength-pool';

/** One call = one use of the plan, taken before the work and given back if the work fails. */
export class GeneratorService {
  constructor(
    private readonly quota: QuotaService,
    private readonly pool: StrengthPool,
    private readonly log: FastifyBaseLogger,
  ) {}

  async generate(userId: string, options: GeneratorOptions, count: number): Promise<GeneratedItem[]> {
    const period = await this.quota.consume(userId);
    try {
      const alphabetSize = characterClasses(options).join('').length;
      return await Promise.all(
        Array.from({ length: count }, async () => {
          const { password, entropy } = generatePassword(options);
          return { password, entropy, strength: await this.pool.estimate(password, entropy, alphabetSize) };
        }),
      );
    } catch (error) {
      await this.quota.refund(userId, period.key);
      // Shed under load (lib/pressure.ts): the use is given back and the 503 says when to retry.
      if (error instanceof HttpError && error.retryAfter !== undefined) throw error;
      this.log.error({ err: error }, 'password generation failed');
      throw generationFailed(error);
    }
  }
}
