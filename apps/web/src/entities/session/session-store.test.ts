import type { AuthResponse, DeviceInfo, User } from '@trousse/contracts/api/auth/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { frenchT } from '../../test/translate';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-message';
import type { KeyValueStorage } from '../../lib/storage';
import { LOGOUT_NOTICE_MS, SessionStore, sessionStorageKeys } from './session-store';
import type { SessionApi } from './session-store';

const user: User = {
  id: 'u1',
  email: 'ana@exemple.fr',
  IDsimple: 'AB12CD',
  recoveryEmail: null,
  twoFactorEnabled: false,
  createdAt: '2026-03-12T10:00:00Z',
  language: 'fr',
};

const signedIn: AuthResponse = { requires2FA: false, accessToken: 'jwt', user };
const deviceInfo: DeviceInfo = { fingerprint: 'dev.x', userAgent: 'UA', screenResolution: '1x1' };

/** The sign-in calls, as the sign-in feature's mutations make them. */
interface SignInCalls {
  login: (email: string, code: string, deviceInfo: DeviceInfo, oauthToken?: string) => Promise<AuthResponse>;
  register: (
    email: string,
    code: string,
    confirmation: string,
    deviceInfo: DeviceInfo,
  ) => Promise<AuthResponse>;
}

/** The store, signing in the way the sign-in mutations do (`signIn` with the call). */
class TestSessionStore extends SessionStore {
  constructor(
    deps: ConstructorParameters<typeof SessionStore>[0],
    private readonly calls: SignInCalls,
  ) {
    super(deps);
  }

  login(email: string, code: string, oauthToken?: string) {
    return this.signIn(
      () =>
        oauthToken === undefined
          ? this.calls.login(email, code, deviceInfo)
          : this.calls.login(email, code, deviceInfo, oauthToken),
      oauthToken === undefined ? 'login' : 'oauth',
    );
  }

  register(email: string, code: string, confirmation: string) {
    return this.signIn(() => this.calls.register(email, code, confirmation, deviceInfo), 'register');
  }
}

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

function setup(
  options: {
    token?: string | null;
    storage?: ReturnType<typeof memoryStorage>;
    api?: Partial<SessionApi & SignInCalls>;
  } = {},
) {
  let token = options.token ?? null;
  let now = 100_000;
  const timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  const api: SessionApi & SignInCalls = {
    login: vi.fn(async () => signedIn),
    register: vi.fn(async () => signedIn),
    logout: vi.fn(async () => ({ success: true })),
    me: vi.fn(async () => ({ user })),
    ...options.api,
  };
  const storage = options.storage ?? memoryStorage();
  const store = new TestSessionStore(
    {
      api,
      tokens: {
        get: () => token,
        set: (value) => {
          token = value;
        },
        clear: () => {
          token = null;
        },
      },
      storage,
      now: () => now,
      schedule: (run, delay) => {
        const timer = { at: now + delay, run, cancelled: false };
        timers.push(timer);
        return () => {
          timer.cancelled = true;
        };
      },
    },
    api,
  );
  const advance = (ms: number) => {
    now += ms;
    for (const timer of [...timers]) {
      if (!timer.cancelled && timer.at <= now) {
        timer.cancelled = true;
        timer.run();
      }
    }
  };
  return { store, api, storage, advance, token: () => token };
}

describe('SessionStore: login and register', () => {
  it('stores token and user, keeps them in localStorage and announces the sign-in 200 ms later', async () => {
    const { store, storage, advance, token } = setup();
    const signedInListener = vi.fn();
    store.on('signedIn', signedInListener);

    await expect(store.login('ana@exemple.fr', '2580')).resolves.toEqual({ status: 'signed-in', user });

    expect(token()).toBe('jwt');
    expect(store.getSnapshot()).toMatchObject({ user, isAuthenticated: true, loading: false });
    expect(JSON.parse(storage.entries.get(sessionStorageKeys.user)!)).toEqual(user);
    expect(storage.entries.get(sessionStorageKeys.isAuthenticated)).toBe('true');
    advance(199);
    expect(signedInListener).not.toHaveBeenCalled();
    advance(1);
    expect(signedInListener).toHaveBeenCalledWith('login');
  });

  it('sends the device info with login and register', async () => {
    const { store, api } = setup();
    await store.login('ana@exemple.fr', '2580');
    await store.register('bob@exemple.fr', '2580', '2580');
    expect(api.login).toHaveBeenCalledWith(
      'ana@exemple.fr',
      '2580',
      expect.objectContaining({ fingerprint: 'dev.x' }),
    );
    expect(api.register).toHaveBeenCalledWith(
      'bob@exemple.fr',
      '2580',
      '2580',
      expect.objectContaining({ screenResolution: '1x1' }),
    );
  });

  it('ignores a login while another one runs', async () => {
    let release: (value: AuthResponse) => void = () => {};
    const { store, api } = setup({
      api: { login: vi.fn(() => new Promise<AuthResponse>((resolve) => (release = resolve))) },
    });
    const first = store.login('ana@exemple.fr', '2580');
    await expect(store.login('ana@exemple.fr', '2580')).resolves.toEqual({ status: 'ignored' });
    release(signedIn);
    await expect(first).resolves.toMatchObject({ status: 'signed-in' });
    expect(api.login).toHaveBeenCalledTimes(1);
  });

  it('stores nothing when the account needs a second factor', async () => {
    const { store, token } = setup({
      api: {
        login: vi.fn(async (): Promise<AuthResponse> => ({ requires2FA: true, email: 'ana@exemple.fr' })),
      },
    });
    await expect(store.login('ana@exemple.fr', '2580')).resolves.toEqual({
      status: 'requires2FA',
      email: 'ana@exemple.fr',
    });
    expect(token()).toBeNull();
    expect(store.getSnapshot().isAuthenticated).toBe(false);
  });

  it.each(['', 'undefined'])('refuses the token %j with "Token invalide reçu du serveur"', async (bad) => {
    const { store, token } = setup({
      api: { register: vi.fn(async (): Promise<AuthResponse> => ({ ...signedIn, accessToken: bad })) },
    });
    const error = await store.register('ana@exemple.fr', '2580', '2580').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(errorText(error, frenchT(), '')).toBe('Token invalide reçu du serveur');
    expect(token()).toBeNull();
    expect(store.getSnapshot().isAuthenticated).toBe(false);
  });

  it('lets the error of a failed login through', async () => {
    const failure = new ApiError(401, 'Code incorrect', 'INVALID_CODE');
    const { store } = setup({ api: { login: vi.fn(async () => Promise.reject(failure)) } });
    await expect(store.login('ana@exemple.fr', '0000')).rejects.toBe(failure);
    await expect(store.login('ana@exemple.fr', '0000')).rejects.toBe(failure);
  });
});

describe('SessionStore: two-factor and social sign-in', () => {
  it('links a social identity: the pending token goes with the login', async () => {
    const { store, api, advance } = setup();
    const signedInListener = vi.fn();
    store.on('signedIn', signedInListener);
    await expect(store.login('ana@exemple.fr', '2580', 'pending-1')).resolves.toMatchObject({
      status: 'signed-in',
    });
    expect(api.login).toHaveBeenCalledWith(
      'ana@exemple.fr',
      '2580',
      expect.objectContaining({ fingerprint: 'dev.x' }),
      'pending-1',
    );
    advance(200);
    expect(signedInListener).toHaveBeenCalledWith('oauth');
  });

  it('runs any sign-in call once at a time and applies its answer', async () => {
    const { store, token } = setup();
    let release: (value: AuthResponse) => void = () => {};
    const first = store.signIn(() => new Promise<AuthResponse>((resolve) => (release = resolve)), 'oauth');
    await expect(store.login('ana@exemple.fr', '2580')).resolves.toEqual({ status: 'ignored' });
    release(signedIn);
    await expect(first).resolves.toEqual({ status: 'signed-in', user });
    expect(token()).toBe('jwt');
  });

  it('completes the 2FA login with its token and user', () => {
    const { store, token, advance } = setup();
    const signedInListener = vi.fn();
    store.on('signedIn', signedInListener);
    expect(store.completeTwoFactorLogin({ accessToken: 'jwt2', user })).toEqual(user);
    expect(token()).toBe('jwt2');
    expect(store.getSnapshot()).toMatchObject({ user, isAuthenticated: true });
    advance(200);
    expect(signedInListener).toHaveBeenCalledWith('two-factor');
  });

  it.each(['', 'undefined'])('refuses the 2FA token %j', (bad) => {
    const { store, token } = setup();
    expect(() => store.completeTwoFactorLogin({ accessToken: bad, user })).toThrow(
      expect.objectContaining({ code: 'INVALID_TOKEN' }),
    );
    expect(token()).toBeNull();
    expect(store.getSnapshot().isAuthenticated).toBe(false);
  });

  it('adopts the token of a social sign-in, then reads the user (not counted as anonymous)', async () => {
    const { store, api, token } = setup();
    await expect(store.adoptAccessToken('jwt-social')).resolves.toEqual(user);
    expect(token()).toBe('jwt-social');
    expect(api.me).toHaveBeenCalledWith({ afterSignIn: true });
    expect(store.getSnapshot()).toMatchObject({ user, isAuthenticated: true });
  });

  it('forgets the adopted token when the user cannot be read', async () => {
    const failure = new ApiError(401, 'Authentification requise');
    const { store, token } = setup({ api: { me: vi.fn(async () => Promise.reject(failure)) } });
    await expect(store.adoptAccessToken('jwt-social')).rejects.toBe(failure);
    expect(token()).toBeNull();
    expect(store.getSnapshot().isAuthenticated).toBe(false);
    await expect(store.adoptAccessToken('undefined')).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('reloads the user after a change of the account, without a sign-in event', async () => {
    const me = vi.fn(async () => ({ user }));
    const { store, storage, advance } = setup({ api: { me } });
    await store.login('ana@exemple.fr', '2580');
    advance(200);
    const signedInListener = vi.fn();
    store.on('signedIn', signedInListener);
    const updated = { ...user, twoFactorEnabled: true };
    me.mockResolvedValueOnce({ user: updated });
    await expect(store.reloadUser()).resolves.toEqual(updated);
    expect(store.getSnapshot().user).toEqual(updated);
    expect(JSON.parse(storage.entries.get(sessionStorageKeys.user)!)).toEqual(updated);
    advance(1000);
    expect(signedInListener).not.toHaveBeenCalled();

    me.mockRejectedValueOnce(new ApiError(0, 'x'));
    await expect(store.reloadUser()).resolves.toEqual(updated);
  });
});

describe('SessionStore: logout', () => {
  it('clears everything, shows the notice for 4 s and announces it', async () => {
    const { store, storage, advance, token, api } = setup();
    await store.login('ana@exemple.fr', '2580');
    const signedOut = vi.fn();
    store.on('signedOut', signedOut);

    await store.logout();

    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(token()).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ user: null, isAuthenticated: false, loggedOutNotice: true });
    expect(storage.entries.has(sessionStorageKeys.user)).toBe(false);
    expect(storage.entries.get(sessionStorageKeys.isAuthenticated)).toBe('false');
    expect(signedOut).toHaveBeenCalledWith('logout');
    advance(LOGOUT_NOTICE_MS - 1);
    expect(store.getSnapshot().loggedOutNotice).toBe(true);
    advance(1);
    expect(store.getSnapshot().loggedOutNotice).toBe(false);
  });

  it('still logs out locally when the server call fails', async () => {
    const { store, token } = setup({
      api: { logout: vi.fn(async () => Promise.reject(new ApiError(0, 'x'))) },
    });
    await store.login('ana@exemple.fr', '2580');
    await store.logout();
    expect(token()).toBeNull();
    expect(store.getSnapshot().isAuthenticated).toBe(false);
  });

  it('a session ended under a request clears the user and says so once', async () => {
    const { store } = setup();
    await store.login('ana@exemple.fr', '2580');
    const signedOut = vi.fn();
    store.on('signedOut', signedOut);
    store.expire();
    store.expire();
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: false, loggedOutNotice: false });
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(signedOut).toHaveBeenCalledWith('expired');
  });
});

describe('SessionStore: current-user check', () => {
  function storedSession() {
    return memoryStorage({
      [sessionStorageKeys.user]: JSON.stringify(user),
      [sessionStorageKeys.isAuthenticated]: 'true',
    });
  }

  it('starts from the session kept in localStorage', () => {
    const { store } = setup({ storage: storedSession(), token: 'jwt' });
    expect(store.getSnapshot()).toMatchObject({ user, isAuthenticated: true, loading: true });
  });

  it('is skipped, with no user, without token nor signed-in flag', async () => {
    const { store, api } = setup();
    await store.checkAuth();
    expect(api.me).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ user: null, isAuthenticated: false, loading: false });
  });

  it('signs in on success and is skipped while running or within 3 s', async () => {
    const { store, api, advance } = setup({ token: 'jwt' });
    const signedIn = vi.fn();
    store.on('signedIn', signedIn);
    const running = store.checkAuth();
    await store.checkAuth();
    await running;
    expect(api.me).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ user, isAuthenticated: true, loading: false });
    advance(200);
    expect(signedIn).toHaveBeenCalledWith('check');
    advance(2_700);
    await store.checkAuth();
    expect(api.me).toHaveBeenCalledTimes(1);
    advance(200);
    await store.checkAuth();
    expect(api.me).toHaveBeenCalledTimes(2);
  });

  it('clears user and tokens on 401', async () => {
    const { store, token } = setup({
      storage: storedSession(),
      token: 'jwt',
      api: { me: vi.fn(async () => Promise.reject(new ApiError(401, 'Session expirée'))) },
    });
    await store.checkAuth();
    expect(token()).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ user: null, isAuthenticated: false, loading: false });
  });

  it.each([502, 503, 504])('keeps the state on %i and stops loading', async (status) => {
    const { store, token } = setup({
      storage: storedSession(),
      token: 'jwt',
      api: { me: vi.fn(async () => Promise.reject(new ApiError(status, 'x'))) },
    });
    await store.checkAuth();
    expect(token()).toBe('jwt');
    expect(store.getSnapshot()).toMatchObject({ user, isAuthenticated: true, loading: false });
  });

  it('clears the user on any other error', async () => {
    const { store } = setup({
      storage: storedSession(),
      token: 'jwt',
      api: { me: vi.fn(async () => Promise.reject(new ApiError(500, 'x'))) },
    });
    await store.checkAuth();
    expect(store.getSnapshot()).toMatchObject({ user: null, isAuthenticated: false, loading: false });
  });
});

describe('SessionStore: freemium limit', () => {
  let store: SessionStore;
  beforeEach(() => {
    store = setup().store;
  });

  it('is reached and acknowledged, notifying subscribers', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    store.reachFreemiumLimit();
    store.reachFreemiumLimit();
    expect(store.getSnapshot().freemiumLimitReached).toBe(true);
    store.acknowledgeFreemiumLimit();
    expect(store.getSnapshot().freemiumLimitReached).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
