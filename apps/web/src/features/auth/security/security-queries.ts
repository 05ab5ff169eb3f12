import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { authApi } from '../api/auth-api';
import { twoFactorApi } from '../api/two-factor-api';

/** Every query of the signed-in user lives under this key, dropped at logout. */
export const accountQueryKey = ['account'] as const;

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

export const twoFactorStatusQueryKey = [...accountQueryKey, 'two-factor'] as const;

export function twoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: twoFactorStatusQueryKey,
    queryFn: ({ signal }) => twoFactorApi.status(signal),
    staleTime: 0,
  });
}
