import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/endpoints';

import { accountQueryKey } from '../../../lib/query-keys';
import { apiCall } from '../../../lib/api-client';

export const twoFactorStatusQueryKey = [...accountQueryKey, 'two-factor'] as const;

export function twoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: twoFactorStatusQueryKey,
    queryFn: ({ signal }) => apiCall(endpoints.twoFactor.status, {}, { signal }),
    staleTime: 0,
  });
}
