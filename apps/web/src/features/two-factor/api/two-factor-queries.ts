import { queryOptions } from '@tanstack/react-query';

import { accountQueryKey } from '../../../lib/query-keys';
import { twoFactorApi } from '../../../lib/two-factor-api';

export const twoFactorStatusQueryKey = [...accountQueryKey, 'two-factor'] as const;

export function twoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: twoFactorStatusQueryKey,
    queryFn: ({ signal }) => twoFactorApi.status(signal),
    staleTime: 0,
  });
}
