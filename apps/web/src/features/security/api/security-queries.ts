import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { authApi } from '../../../lib/session/auth-api';
import { accountQueryKey } from '../../../lib/query-keys';

export const AUDIT_PAGE_SIZE = 10;

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: [...accountQueryKey, 'sessions'] as const,
    queryFn: async ({ signal }) => (await authApi.listSessions(signal)).data,
    staleTime: 0,
  });
}

export function auditQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...accountQueryKey, 'audit', page] as const,
    queryFn: ({ signal }) => authApi.auditLog(page, AUDIT_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
