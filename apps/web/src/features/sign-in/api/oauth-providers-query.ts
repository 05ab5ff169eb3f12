import { queryOptions } from '@tanstack/react-query';

import { enabledProviders } from '../lib/oauth';
import { oauthApi } from './oauth-api';

/** The providers of the social sign-in buttons (read once per 5 minutes; none if unreadable). */
export function oauthProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'oauth-providers'] as const,
    queryFn: async ({ signal }) => enabledProviders(await oauthApi.providers(signal)),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}
