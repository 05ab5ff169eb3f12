import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/api/endpoints';
import { oauthProviders } from '@trousse/contracts/oauth-providers';

import { apiCall } from '../../../lib/api-client';
import { endpointQueryKey } from '../../../lib/api/query-keys';

/** The providers of the social sign-in buttons (read once per 5 minutes; none if unreadable). */
export function oauthProvidersQueryOptions() {
  return queryOptions({
    queryKey: endpointQueryKey(endpoints.oauth.providers),
    queryFn: async ({ signal }) => {
      const { providers } = await apiCall(endpoints.oauth.providers, {}, { signal });
      // The buttons keep one order, whatever the server's.
      return oauthProviders.filter((provider) => providers.includes(provider));
    },
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}
