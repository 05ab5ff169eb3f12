import { endpoints } from '@trousse/contracts/api/endpoints';
import type { GeneratedItem, GeneratorOptions } from '@trousse/contracts/api/generator/schemas';

import { apiCall, ApiError, clientErrorCodes } from '../../../lib/api-client';

/** One password: one use of the plan per call. */
export async function generatePassword(options: GeneratorOptions): Promise<GeneratedItem> {
  const answer = await apiCall(endpoints.generator.generate, { body: { options, count: 1 } });
  const [item] = answer.passwords;
  if (!item) throw new ApiError(200, 'No password in the answer', clientErrorCodes.invalidResponse);
  return item;
}
