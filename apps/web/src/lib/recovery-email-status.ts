import { queryOptions, type Query } from '@tanstack/react-query';
import type { EmailChangeStatus } from '@trousse/contracts/account';
import { endpoints } from '@trousse/contracts/endpoints';

import { apiCall } from './api-client';
import { accountQueryKey } from './query-keys';

/**
 * Where a change of the recovery email stands (part 2 §4): read by the settings (every second
 * while open) and by the alerts (every 3 s in their dialog, and for the bell's count).
 */
export const recoveryStatusKey = [...accountQueryKey, 'recovery-email', 'status'] as const;

export function emailChangeStatusQueryOptions(
  userEmail: string,
  pollMs: number | false | ((query: Query<EmailChangeStatus>) => number | false),
) {
  return queryOptions({
    queryKey: [...recoveryStatusKey, userEmail] as const,
    queryFn: ({ signal }) => apiCall(endpoints.recoveryEmail.status, { body: { userEmail } }, { signal }),
    refetchInterval: pollMs,
    staleTime: 0,
  });
}
