import { describe, expect, it, vi } from 'vitest';

import { ApiError } from './api-error';
import { createTokenRefresher } from './refresh';

describe('the shared token refresh', () => {
  it('runs one request for every caller that meets a 401 while it runs', async () => {
    let release: (token: string) => void = () => {};
    const request = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const refresher = createTokenRefresher({ request, onExpired: vi.fn() });

    const calls = [refresher.refresh(), refresher.refresh(), refresher.refresh()];
    release('fresh');

    await expect(Promise.all(calls)).resolves.toEqual(['fresh', 'fresh', 'fresh']);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('starts a new request once the previous one is over', async () => {
    const request = vi.fn(async () => 'token');
    const refresher = createTokenRefresher({ request, onExpired: vi.fn() });
    await refresher.refresh();
    await refresher.refresh();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('ends the session on a refusal, rejecting with SESSION_EXPIRED and the refusal as cause', async () => {
    const refusal = new ApiError(401, 'Session invalide ou expirée', 'REFRESH_INVALID');
    const onExpired = vi.fn();
    const refresher = createTokenRefresher({ request: () => Promise.reject(refusal), onExpired });

    const error = await refresher.refresh().catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401, code: 'SESSION_EXPIRED', cause: refusal });
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it.each([0, 502, 503, 504])('keeps the session when the refresh meets status %i', async (status) => {
    const failure = new ApiError(status, 'temporary');
    const onExpired = vi.fn();
    const refresher = createTokenRefresher({ request: () => Promise.reject(failure), onExpired });

    await expect(refresher.refresh()).rejects.toBe(failure);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
