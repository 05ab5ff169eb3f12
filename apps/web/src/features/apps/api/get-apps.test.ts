import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { makeApp } from '../../../test/fixtures';
import { APP_LIST_MIN_GAP_MS, appsQueryKey, refreshAppList } from './get-apps';

function clientWithList() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(appsQueryKey, [makeApp({ id: 'todo-list' })]);
  const updatedAt = queryClient.getQueryState(appsQueryKey)?.dataUpdatedAt ?? 0;
  return { queryClient, updatedAt };
}

describe('app list refresh (part 1 §4)', () => {
  it('ignores a refresh less than 2 s after the last list', () => {
    const { queryClient, updatedAt } = clientWithList();
    expect(refreshAppList(queryClient, { now: updatedAt + APP_LIST_MIN_GAP_MS - 1 })).toBe(false);
    expect(queryClient.getQueryState(appsQueryKey)?.isInvalidated).toBe(false);
  });

  it('refreshes once the gap has passed', () => {
    const { queryClient, updatedAt } = clientWithList();
    expect(refreshAppList(queryClient, { now: updatedAt + APP_LIST_MIN_GAP_MS })).toBe(true);
    expect(queryClient.getQueryState(appsQueryKey)?.isInvalidated).toBe(true);
  });

  it('always refreshes when forced', () => {
    const { queryClient, updatedAt } = clientWithList();
    expect(refreshAppList(queryClient, { force: true, now: updatedAt })).toBe(true);
  });

  it('refreshes a list never loaded', () => {
    expect(refreshAppList(new QueryClient())).toBe(true);
  });
});
