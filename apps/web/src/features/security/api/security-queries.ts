import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { endpoints } from '@trousse/contracts/api/endpoints';

import { apiCall } from '../../../lib/api-client';
import { endpointQueryKey } from '../../../lib/api/query-keys';

export const AUDIT_PAGE_SIZE = 10;

export function sessionsQueryOptions(accountId: string | null) {
  return queryOptions({
    queryKey: endpointQueryKey(endpoints.auth.sessions, accountId),
    queryFn: async ({ signal }) => (await apiCall(endpoints.auth.sessions, {}, { signal })).data,
    staleTime: 0,
  });
}

export function auditQueryOptions(accountId: string | null, page: number) {
  return queryOptions({
    queryKey: endpointQueryKey(endpoints.audit.list, accountId, page),
    queryFn: ({ signal }) =>
      apiCall(endpoints.audit.list, { query: { page, pageSize: AUDIT_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
