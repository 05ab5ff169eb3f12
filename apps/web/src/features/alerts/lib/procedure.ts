import { useQuery } from '@tanstack/react-query';
import type { EmailChangeStage } from '@trousse/contracts/account';
import type { User } from '@trousse/contracts/auth';

import { emailChangeStatusQueryOptions } from '../../../lib/recovery-email-status';

/** The stages of a recovery-email change that make an alert (part 2 §2 "procedure alerts"). */
export type ProcedureStage = Exclude<EmailChangeStage, 'none'>;

/**
 * The running recovery-email change as an alert, checked every `pollMs` (a function: faster
 * near the end of a timer); null without a recovery email or a running change.
 */
export function useProcedure(user: User, pollMs: number | ((secondsLeft: number) => number)) {
  const { data, dataUpdatedAt } = useQuery({
    ...emailChangeStatusQueryOptions(user.email, (query) => {
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
