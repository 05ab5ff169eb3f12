import type { GeneratedItem, GenerateRequest } from '@trousse/contracts/api/generator/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { generationFailed, HttpError } from '../../lib/http-error';
import type { QuotaService } from '../quota/service';
import { generatePassphrase, passphraseAlphabetSize, passphraseEntropy } from './passphrases';
import { characterClasses, generatePassword } from './passwords';
import type { StrengthPool } from './strength-pool';
import { wordList } from './word-lists';

/** One draw, before its strength is estimated. */
type Draw = Omit<GeneratedItem, 'strength'>;

/**
 * One call = one use of the plan, whatever it asks for (1 to 5 passwords or passphrases), taken
 * before the work and given back if the work fails.
 */
export class GeneratorService {
  constructor(
    private readonly quota: QuotaService,
    private readonly pool: StrengthPool,
    private readonly log: FastifyBaseLogger,
  ) {}

  async generate(userId: string, request: GenerateRequest): Promise<GeneratedItem[]> {
    const period = await this.quota.consume(userId);
    try {
      const { draw, alphabetSize } = await this.#drawer(request);
      return await Promise.all(
        Array.from({ length: request.count }, async () => {
          const item = draw();
          return { ...item, strength: await this.pool.estimate(item.password, item.entropy, alphabetSize) };
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

  /** What draws one item of the request, and the alphabet its strength is judged against. */
  async #drawer(request: GenerateRequest): Promise<{ draw: () => Draw; alphabetSize: number }> {
    if (request.mode !== 'passphrase') {
      const { options } = request;
      return {
        draw: () => generatePassword(options),
        alphabetSize: characterClasses(options).join('').length,
      };
    }
    const { options } = request;
    const list = await wordList(request.language);
    const { entropy, passphrase } = passphraseEntropy(options.words, list.length, options.digit);
    return {
      draw: () => ({ password: generatePassphrase(options, list), entropy, passphrase }),
      alphabetSize: passphraseAlphabetSize(list, options),
    };
  }
}
