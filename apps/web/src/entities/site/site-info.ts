import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/api/endpoints';

import { apiCall } from '../../lib/api-client';
import { endpointQueryKey } from '../../lib/api/query-keys';

/** The publisher's details and the analytics tool, as configured (GET /api/site). */
export function siteInfoQueryOptions() {
  return queryOptions({
    queryKey: endpointQueryKey(endpoints.site.info),
    queryFn: ({ signal }) => apiCall(endpoints.site.info, {}, { signal }),
    staleTime: Infinity,
  });
}
