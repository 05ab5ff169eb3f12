import type { GeneratedItem, GeneratorOptions } from '@trousse/contracts/generator';

import { apiClient } from '../../../lib/api-client';

interface GenerateAnswer {
  success: true;
  passwords: GeneratedItem[];
}

/** POST /apps/password-generator/generate: one use of the plan per call. */
export async function generatePassword(options: GeneratorOptions): Promise<GeneratedItem> {
  const answer = await apiClient.post<GenerateAnswer>('/apps/password-generator/generate', {
    options,
    count: 1,
  });
  const [item] = answer.passwords;
  if (!item) throw new Error('La réponse ne contient aucun mot de passe');
  return item;
}
