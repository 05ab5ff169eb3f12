import { queryOptions, useMutation } from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/api/endpoints';

import { apiCall, type EndpointBody } from '../../../lib/api-client';
import { endpointQueryKey } from '../../../lib/api/query-keys';

export function supportContactQueryOptions() {
  return queryOptions({
    queryKey: endpointQueryKey(endpoints.support.contact),
    queryFn: ({ signal }) => apiCall(endpoints.support.contact, {}, { signal }),
    staleTime: Infinity,
  });
}

export function useSendSupport() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof endpoints.support.send>) =>
      apiCall(endpoints.support.send, { body }),
  });
}
