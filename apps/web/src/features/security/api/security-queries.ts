import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { endpoints } from '@trousse/contracts/endpoints';

import { apiCall } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/query-keys';

export const AUDIT_PAGE_SIZE = 10;

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: [...accountQueryKey, 'sessions'] as const,
    queryFn: async ({ signal }) => (await apiCall(endpoints.auth.sessions, {}, { signal })).data,
    staleTime: 0,
  });
}

export function auditQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...accountQueryKey, 'audit', page] as const,
    queryFn: ({ signal }) =>
      apiCall(endpoints.audit.list, { query: { page, pageSize: AUDIT_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
