import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/endpoints';

import { apiCall } from './api-client';

/** The publisher's details and the analytics tool, as configured (GET /api/site). */
export function siteInfoQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'info'] as const,
    queryFn: ({ signal }) => apiCall(endpoints.site.info, {}, { signal }),
    staleTime: Infinity,
  });
}
