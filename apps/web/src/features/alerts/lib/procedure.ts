import { useQuery } from '@tanstack/react-query';
import type { User } from '@trousse/contracts/api/auth/schemas';

import { emailChangeStatusQueryOptions } from '../../../entities/recovery-email/recovery-email-status';

/**
 * The running recovery-email change as an alert, checked every `pollMs` (a function: faster
 * near the end of a timer); null without a recovery email or a running change.
 */
export function useProcedure(user: User, pollMs: number | ((secondsLeft: number) => number)) {
  const { data, dataUpdatedAt } = useQuery({
    ...emailChangeStatusQueryOptions(user, (query) => {
      const status = query.state.data;
      const left = status ? Math.max(status.cooldownRemaining, status.windowRemaining) : Infinity;
      return typeof pollMs === 'number' ? pollMs : pollMs(left);
    }),
    enabled: user.recoveryEmail !== null,
  });
  if (!data || data.stage === 'none') return null;
  const seconds = data.stage === 'cooldown' ? data.cooldownRemaining : data.windowRemaining;
  return { stage: data.stage, endsAt: dataUpdatedAt + seconds * 1000 };
}
