import type { EndpointInput } from '@trousse/contracts/api/endpoint';
import { endpoints } from '@trousse/contracts/api/endpoints';
import type { GeneratedItem } from '@trousse/contracts/api/generator/schemas';

import { apiCall, ApiError, clientErrorCodes } from '../../../lib/api-client';

/** What one generation asks for: passwords or passphrases, their options, how many (1–5). */
export type GenerateBody = EndpointInput<typeof endpoints.generator.generate>['body'];

/** 1 to 5 passwords or passphrases: one use of the plan per call, however many. */
export async function generateItems(body: GenerateBody): Promise<GeneratedItem[]> {
  const answer = await apiCall(endpoints.generator.generate, { body });
  if (answer.passwords.length === 0)
    throw new ApiError(200, 'No password in the answer', clientErrorCodes.invalidResponse);
  return answer.passwords;
}
