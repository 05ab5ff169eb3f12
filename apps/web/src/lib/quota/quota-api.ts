import type { Usage } from '@trousse/contracts/generator';

import { apiClient } from '../api-client';
import { readUsage, usageFromBilling, type BillingUsage } from '../../features/quota/lib/quota-format';

/**
 * The plan usage: GET /apps/password-generator/usage, or, when its answer lacks the usage,
 * the fallback GET /billing/usage.
 */
export async function fetchUsage(): Promise<Usage> {
  const answer = await apiClient.get<unknown>('/apps/password-generator/usage');
  const usage = readUsage(answer);
  if (usage) return usage;
  return usageFromBilling(await apiClient.get<BillingUsage>('/billing/usage'));
}
