import { queryOptions, useMutation } from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/endpoints';
import type { SupportRequest } from '@trousse/contracts/support';

import { apiCall } from '../../../lib/api-client';

export function supportContactQueryOptions() {
  return queryOptions({
    queryKey: ['support', 'contact'] as const,
    queryFn: ({ signal }) => apiCall(endpoints.support.contact, {}, { signal }),
    staleTime: Infinity,
  });
}

export function useSendSupport() {
  return useMutation({
    mutationFn: (body: SupportRequest) => apiCall(endpoints.support.send, { body }),
  });
}
