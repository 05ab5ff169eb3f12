import { endpoints } from '@trousse/contracts/api/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { syncedQueryOptions } from '../../../entities/synced';
import { apiCall, isApiError } from '../../../lib/api-client';
import { listKey, noteKey } from './notes-changes';

/** The account's notes for a search ('' for all), fresh on focus and every 10 s. */
export function useNoteList(account: string, query: string) {
  return useQuery({
    queryKey: listKey(account, query),
    queryFn: ({ signal }) =>
      apiCall(endpoints.notes.list, { query: query === '' ? {} : { q: query } }, { signal }),
    placeholderData: keepPreviousData,
    ...syncedQueryOptions,
  });
}

/** One whole note; not asked while its creation has not reached the server. */
export function useNote(account: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: noteKey(account, id),
    queryFn: ({ signal }) => apiCall(endpoints.notes.get, { params: { id } }, { signal }),
    enabled,
    // A note deleted elsewhere is not asked again; a failure of the network is, twice.
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    ...syncedQueryOptions,
  });
}
