import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/api/endpoints';

import { apiCall } from '../../../lib/api-client';
import { endpointQueryKey } from '../../../lib/api/query-keys';

export function twoFactorStatusQueryOptions(accountId: string | null) {
  return queryOptions({
    queryKey: endpointQueryKey(endpoints.twoFactor.status, accountId),
    queryFn: ({ signal }) => apiCall(endpoints.twoFactor.status, {}, { signal }),
    staleTime: 0,
  });
}
