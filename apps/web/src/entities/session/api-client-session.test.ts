import { endpoints } from '@trousse/contracts/api/endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError, apiCall, setApiSessionHooks } from '../../lib/api-client';
import type { ApiSessionHooks } from '../../lib/api-client';
import { errorText } from '../../lib/error-message';
import { frenchT } from '../../test/translate';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A `document` whose cookie jar understands the access-token cookie writes. */
function fakeDocument(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  return {
    jar,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      const [pair = '', ...attributes] = assignment.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

function memoryLocalStorage() {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

function makeHooks() {
  return {
    isAuthenticated: vi.fn(() => authenticated),
    onSessionExpired: vi.fn<() => void>(),
    onSignInRequired: vi.fn<() => void>(),
    onFreemiumLimit: vi.fn<() => void>(),
  } satisfies ApiSessionHooks;
}

let hooks: ReturnType<typeof makeHooks>;
let disconnect: () => void;
let authenticated: boolean;

beforeEach(() => {
  authenticated = true;
  hooks = makeHooks();
  disconnect = setApiSessionHooks(hooks);
  vi.stubGlobal('window', { localStorage: memoryLocalStorage() });
  vi.stubGlobal('screen', { width: 1280, height: 720, colorDepth: 24 });
});

afterEach(() => {
  disconnect();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('bearer token', () => {
  it('is read from the accessToken cookie on every call', async () => {
    const doc = fakeDocument({ accessToken: 'token-1' });
    vi.stubGlobal('document', doc);
    const fetchMock = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);

    await apiCall(endpoints.auth.me);
    doc.jar.set('accessToken', 'token-2');
    await apiCall(endpoints.auth.me);

    const headers = fetchMock.mock.calls.map((call) =>
      new Headers((call as unknown as [string, RequestInit])[1].headers).get('Authorization'),
    );
    expect(headers).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('is not sent when there is none', async () => {
    vi.stubGlobal('document', fakeDocument());
    const fetchMock = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await apiCall(endpoints.apps.list);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });
});

describe('401 → one shared refresh → retry', () => {
  it('refreshes once for concurrent calls, stores the new token and retries each call', async () => {
    const doc = fakeDocument({ accessToken: 'old' });
    vi.stubGlobal('document', doc);
    let refreshes = 0;
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/auth/refresh') {
        refreshes += 1;
        expect(new Headers(init.headers).get('X-Device-Fingerprint')).toMatch(/^[A-Za-z0-9_-]{22}\./);
        expect(init.body).toBeUndefined();
        await new Promise((resolve) => setTimeout(resolve, 5));
        return jsonResponse(200, { accessToken: 'new' });
      }
      const auth = new Headers(init.headers).get('Authorization');
      return auth === 'Bearer new'
        ? jsonResponse(200, { url })
        : jsonResponse(401, { error: 'Authentification requise' });
    });
    vi.stubGlobal('fetch', fetchMock);

    const results = await Promise.all([
      apiCall(endpoints.auth.sessions),
      apiCall(endpoints.audit.list, { query: { page: 1 } }),
      apiCall(endpoints.auth.heartbeat),
    ]);

    expect(results).toEqual([
      { url: '/api/auth/sessions' },
      { url: '/api/audit?page=1' },
      { url: '/api/auth/heartbeat' },
    ]);
    expect(refreshes).toBe(1);
    expect(doc.jar.get('accessToken')).toBe('new');
    expect(hooks.onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes on a wrong code typed in a signed-in form: the guess counts once', async () => {
    vi.stubGlobal('document', fakeDocument({ accessToken: 'live' }));
    for (const [endpoint, code] of [
      [endpoints.twoFactor.enable, 'INVALID_CODE'],
      [endpoints.twoFactor.disable, 'TWO_FACTOR_INVALID'],
    ] as const) {
      const fetchMock = vi.fn(async () =>
        jsonResponse(401, { error: 'Code incorrect', code, remainingAttempts: 2 }),
      );
      vi.stubGlobal('fetch', fetchMock);
      const error = (await apiCall(endpoint, { body: { code: '1111' } }).catch(
        (caught: unknown) => caught,
      )) as ApiError;
      expect(error).toMatchObject({ status: 401, code });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
    expect(hooks.onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes on the sign-in calls', async () => {
    vi.stubGlobal('document', fakeDocument());
    const fetchMock = vi.fn(async () =>
      jsonResponse(401, { error: 'Code incorrect', code: 'INVALID_CODE', remainingAttempts: 2 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const error = (await apiCall(endpoints.auth.login, {
      body: { email: 'ana@exemple.fr', code: '1111' },
    }).catch((caught: unknown) => caught)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Code incorrect');
    expect(error.numberField('remainingAttempts')).toBe(2);
    expect(error.serverMessage).toBe('Code incorrect');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const endpoint of [
      endpoints.auth.refresh,
      endpoints.auth.login,
      endpoints.auth.register,
      endpoints.auth.checkEmail,
      endpoints.auth.requestReset,
      endpoints.auth.validateResetCode,
      endpoints.auth.verifyReset,
      endpoints.oauth.createCode,
      endpoints.oauth.cleanup,
    ]) {
      expect(endpoint.refreshOn401, endpoint.path).toBe(false);
    }
    expect(endpoints.auth.me.refreshOn401).toBe(true);
  });

  it('ends the session when the refresh fails: token cleared, logout called, sign-in asked', async () => {
    const doc = fakeDocument({ accessToken: 'old' });
    vi.stubGlobal('document', doc);
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/auth/refresh') return jsonResponse(401, { error: 'Session invalide ou expirée' });
      if (url === '/api/auth/logout') return jsonResponse(401, { error: 'x' });
      return jsonResponse(401, { error: 'Authentification requise' });
    });
    vi.stubGlobal('fetch', fetchMock);

    const error = (await apiCall(endpoints.auth.sessions).catch((caught: unknown) => caught)) as ApiError;

    expect(error).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(doc.jar.has('accessToken')).toBe(false);
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/auth/sessions',
      '/api/auth/refresh',
      '/api/auth/logout',
    ]);
    expect(hooks.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(hooks.onSignInRequired).toHaveBeenCalledTimes(1);
  });

  it('does not send anyone to /auth when the call asked not to', async () => {
    vi.stubGlobal('document', fakeDocument({ accessToken: 'old' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { error: 'non' })),
    );
    await expect(apiCall(endpoints.auth.me, {}, { redirectOnSessionExpired: false })).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    expect(hooks.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(hooks.onSignInRequired).not.toHaveBeenCalled();
  });

  it('refuses an empty or "undefined" token from the refresh', async () => {
    const doc = fakeDocument({ accessToken: 'old' });
    vi.stubGlobal('document', doc);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/refresh' ? jsonResponse(200, { accessToken: 'undefined' }) : jsonResponse(401, {}),
      ),
    );
    const error = (await apiCall(endpoints.auth.sessions).catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe('SESSION_EXPIRED');
    expect((error.cause as ApiError).code).toBe('INVALID_TOKEN');
    expect(doc.jar.has('accessToken')).toBe(false);
  });

  it('keeps the session when the refresh meets a temporary server error (502–504)', async () => {
    const doc = fakeDocument({ accessToken: 'old' });
    vi.stubGlobal('document', doc);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/refresh'
          ? jsonResponse(503, { error: 'Service momentanément indisponible' })
          : jsonResponse(401, {}),
      ),
    );
    await expect(apiCall(endpoints.auth.sessions)).rejects.toMatchObject({ status: 503 });
    expect(doc.jar.get('accessToken')).toBe('old');
    expect(hooks.onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('502–504', () => {
  it('are logged and fail the call without touching the session', async () => {
    vi.stubGlobal('document', fakeDocument({ accessToken: 't' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(502, {})),
    );
    await expect(apiCall(endpoints.auth.me)).rejects.toMatchObject({ status: 502 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(hooks.onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('freemium counter', () => {
  it('lets an anonymous visitor make 3 counted calls a day, then blocks on the device', async () => {
    authenticated = false;
    vi.stubGlobal('document', fakeDocument());
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true }));
    vi.stubGlobal('fetch', fetchMock);

    for (let index = 0; index < 3; index += 1) await apiCall(endpoints.auth.me);
    await apiCall(endpoints.apps.list);
    await apiCall(endpoints.auth.login, { body: { email: 'ana@exemple.fr', code: '1111' } });
    // The reset calls never count, even past the allowance (DECISIONS §9).
    await apiCall(endpoints.auth.requestReset, { body: { email: 'ana@exemple.fr' } });
    const error = (await apiCall(endpoints.auth.me).catch((caught: unknown) => caught)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('FREEMIUM_LIMIT');
    expect(errorText(error, frenchT(), '')).toBe(
      'Limite freemium atteinte. Connectez-vous pour un accès illimité.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(hooks.onFreemiumLimit).toHaveBeenCalledTimes(1);
  });

  it('never counts a call that completes a sign-in (skipFreemium)', async () => {
    authenticated = false;
    vi.stubGlobal('document', fakeDocument({ accessToken: 't' }));
    const fetchMock = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    for (let index = 0; index < 3; index += 1) await apiCall(endpoints.audit.list, {});
    await apiCall(endpoints.auth.me, {}, { skipFreemium: true });
    await expect(apiCall(endpoints.audit.list, {})).rejects.toMatchObject({ code: 'FREEMIUM_LIMIT' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('never counts the calls of a signed-in user', async () => {
    vi.stubGlobal('document', fakeDocument({ accessToken: 't' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, {})),
    );
    for (let index = 0; index < 6; index += 1) await apiCall(endpoints.auth.sessions);
    expect(hooks.onFreemiumLimit).not.toHaveBeenCalled();
  });
});
