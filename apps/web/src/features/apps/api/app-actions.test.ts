import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { App } from '@trousse/contracts/api/apps/schemas';
import { describe, expect, it, vi } from 'vitest';

import { makeApp } from '../../../test/fixtures';
import {
  favoriteMutationOptions,
  installedAppsQueryOptions,
  installMutationOptions,
  likeMutationOptions,
} from './app-actions';
import { appsQueryKey } from './get-apps';

const installedAppsQueryKey = installedAppsQueryOptions('u1').queryKey;

const generator = makeApp({ id: 'password-generator', likesCount: 4 });
const todo = makeApp({ id: 'todo-list', likesCount: 2 });

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(appsQueryKey, [generator, todo]);
  const list = () => queryClient.getQueryData<App[]>(appsQueryKey) ?? [];
  return { queryClient, list };
}

/** A call that answers only when the test says so. */
function heldCall() {
  let answer!: (app: App) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<App>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

describe('like mutation', () => {
  it('updates the cached list before the server answers, then takes the answer', async () => {
    const { queryClient, list } = setup();
    const call = heldCall();
    const onFailure = vi.fn();
    const observer = new MutationObserver(
      queryClient,
      likeMutationOptions(queryClient, 'password-generator', onFailure, { setLiked: () => call.promise }),
    );
    const done = observer.mutate(true);
    await vi.waitFor(() => expect(list()[0]).toMatchObject({ isLikedByUser: true, likesCount: 5 }));
    expect(list()[1]).toBe(todo);

    call.answer({ ...generator, isLikedByUser: true, likesCount: 11 });
    await done;
    expect(list()[0]).toMatchObject({ isLikedByUser: true, likesCount: 11 });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('rolls back and reports when the call fails', async () => {
    const { queryClient, list } = setup();
    const call = heldCall();
    const onFailure = vi.fn();
    const observer = new MutationObserver(
      queryClient,
      likeMutationOptions(queryClient, 'password-generator', onFailure, { setLiked: () => call.promise }),
    );
    const done = observer.mutate(true).catch(() => 'failed');
    await vi.waitFor(() => expect(list()[0]?.isLikedByUser).toBe(true));
    call.fail(new Error('500'));
    expect(await done).toBe('failed');
    expect(list()[0]).toMatchObject({ isLikedByUser: false, likesCount: 4 });
    expect(onFailure).toHaveBeenCalledOnce();
  });
});

describe('favourite mutation', () => {
  it('marks at once and rolls back on failure', async () => {
    const { queryClient, list } = setup();
    const call = heldCall();
    const onFailure = vi.fn();
    const observer = new MutationObserver(
      queryClient,
      favoriteMutationOptions(queryClient, 'todo-list', onFailure, { setFavorite: () => call.promise }),
    );
    const done = observer.mutate(true).catch(() => 'failed');
    await vi.waitFor(() => expect(list()[1]?.isFavorite).toBe(true));
    call.fail(new Error('network'));
    await done;
    expect(list()[1]?.isFavorite).toBe(false);
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it("keeps the server's answer on success", async () => {
    const { queryClient, list } = setup();
    const observer = new MutationObserver(
      queryClient,
      favoriteMutationOptions(queryClient, 'todo-list', vi.fn(), {
        setFavorite: async () => ({ ...todo, isFavorite: true }),
      }),
    );
    await observer.mutate(true);
    expect(list()[1]?.isFavorite).toBe(true);
  });
});

describe('install mutation', () => {
  it('adds to and removes from the installed apps with the answer', async () => {
    const { queryClient } = setup();
    queryClient.setQueryData<App[]>(installedAppsQueryKey, []);
    const installed = () => queryClient.getQueryData<App[]>(installedAppsQueryKey)?.map((app) => app.id);
    const calls = { install: async () => generator, uninstall: async () => generator };
    const observer = new MutationObserver(
      queryClient,
      installMutationOptions(queryClient, 'password-generator', 'u1', calls),
    );
    await observer.mutate(true);
    expect(installed()).toEqual(['password-generator']);
    await observer.mutate(false);
    expect(installed()).toEqual([]);
  });

  it('leaves the installed apps unchanged when the call fails', async () => {
    const { queryClient } = setup();
    queryClient.setQueryData<App[]>(installedAppsQueryKey, [todo]);
    const observer = new MutationObserver(
      queryClient,
      installMutationOptions(queryClient, 'password-generator', 'u1', {
        install: () => Promise.reject(new Error('500')),
        uninstall: () => Promise.reject(new Error('500')),
      }),
    );
    await expect(observer.mutate(true)).rejects.toThrow('500');
    expect(queryClient.getQueryData<App[]>(installedAppsQueryKey)).toEqual([todo]);
  });
});
