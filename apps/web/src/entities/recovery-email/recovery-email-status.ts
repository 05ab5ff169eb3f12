import { queryOptions, type Query } from '@tanstack/react-query';
import type { EmailChangeStatus } from '@trousse/contracts/api/recovery-email/schemas';
import type { User } from '@trousse/contracts/api/auth/schemas';
import { endpoints } from '@trousse/contracts/api/endpoints';

import { apiCall } from '../../lib/api-client';
import { endpointQueryKey } from '../../lib/api/query-keys';

/**
 * Where a change of the recovery email stands (part 2 §4): read by the settings (every second
 * while open) and by the alerts (every 3 s in their dialog, and for the bell's count).
 */
export function recoveryStatusKey(accountId: string | null) {
  return endpointQueryKey(endpoints.recoveryEmail.status, accountId);
}

export function emailChangeStatusQueryOptions(
  user: Pick<User, 'id' | 'email'>,
  pollMs: number | false | ((query: Query<EmailChangeStatus>) => number | false),
) {
  return queryOptions({
    queryKey: [...recoveryStatusKey(user.id), user.email],
    queryFn: ({ signal }) =>
      apiCall(endpoints.recoveryEmail.status, { body: { userEmail: user.email } }, { signal }),
    refetchInterval: pollMs,
    staleTime: 0,
  });
}
