import type { AuthResponse, User } from '@trousse/contracts/api/auth/schemas';
import { DEFAULT_LANGUAGE, isLanguage } from '@trousse/contracts/language';
import type { TwoFactorLoginResponse } from '@trousse/contracts/api/two-factor/schemas';

import { isUsableToken } from '../../lib/access-token';
import { ApiError, clientErrorCodes, isApiError, isTemporaryServerError } from '../../lib/api-client';
import { readPreference, removePreference, writePreference } from '../../lib/storage';
import type { KeyValueStorage, Parser } from '../../lib/storage';

/** localStorage keys of the session kept on the device (part 1 §3). */
export const sessionStorageKeys = {
  user: 'trousse.auth.user',
  isAuthenticated: 'trousse.auth.isAuthenticated',
} as const;

export const AUTH_CHECK_THROTTLE_MS = 3_000;
export const LOGOUT_NOTICE_MS = 4_000;
export const SIGNED_IN_RELOAD_DELAY_MS = 200;

export interface SessionSnapshot {
  user: User | null;
  isAuthenticated: boolean;
  /** True while the start-up current-user check has not answered. */
  loading: boolean;
  /** True for 4 s after a logout ('Vous avez été déconnecté avec succès'). */
  loggedOutNotice: boolean;
  /**
   * The device's anonymous allowance ran out on a call and the visitor has not acknowledged it
   * yet: a state of the session, which the session feature shows as 'Limite Atteinte'.
   */
  freemiumLimitReached: boolean;
}

export type SignInResult =
  | { status: 'signed-in'; user: User }
  /** The account has two-factor: no token yet, the caller runs the code step. */
  | { status: 'requires2FA'; email: string }
  /** Another login was already running: this one was not sent. */
  | { status: 'ignored' };

export type SignedInReason = 'login' | 'register' | 'check' | 'reset' | 'two-factor' | 'oauth';
export type SignedOutReason = 'logout' | 'expired';

export interface SessionEvents {
  /** Fired ~200 ms after a sign-in or a successful check: reload what depends on the user. */
  signedIn: (reason: SignedInReason) => void;
  /** Fired once the user is cleared by a logout or by a session that could not be refreshed. */
  signedOut: (reason: SignedOutReason) => void;
}

/** The two calls the session makes itself; sign-in calls are the sign-in feature's mutations. */
export interface SessionApi {
  logout: () => Promise<unknown>;
  /** `afterSignIn`: the token was just handed over by a sign-in (never counted as anonymous). */
  me: (options?: { afterSignIn?: boolean }) => Promise<{ user: User }>;
}

export interface TokenStore {
  get: () => string | null;
  set: (token: string) => void;
  clear: () => void;
}

export interface SessionDeps {
  api: SessionApi;
  tokens: TokenStore;
  storage: KeyValueStorage | undefined;
  now: () => number;
  /** setTimeout; returns a canceller. */
  schedule: (callback: () => void, delayMs: number) => () => void;
  log?: (message: string, error: unknown) => void;
}

const parseUser: Parser<User> = (value) => {
  if (typeof value !== 'object' || value === null) return undefined;
  const user = value as Record<string, unknown>;
  if (typeof user.id !== 'string' || typeof user.email !== 'string') return undefined;
  // Kept by an earlier version, without the account's language.
  return { ...(value as User), language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE };
};

const parseFlag: Parser<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** The error thrown when login, register or a reset hands back an unusable token. */
export function invalidTokenError(): ApiError {
  return new ApiError(0, 'Unusable token', clientErrorCodes.invalidToken);
}

/**
 * The session in the browser (part 1 §4 "Session"): who is signed in, kept in memory and in
 * localStorage, with login, register, logout and the current-user check. Plain TypeScript
 * with a subscribe/getSnapshot pair, so React reads it through `useSyncExternalStore` and the
 * API client can ask it questions outside React.
 */
export class SessionStore {
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners: { [K in keyof SessionEvents]: Set<SessionEvents[K]> } = {
    signedIn: new Set(),
    signedOut: new Set(),
  };
  private loginRunning = false;
  private checkRunning = false;
  private lastCheckAt = Number.NEGATIVE_INFINITY;
  private cancelNotice: (() => void) | undefined;

  constructor(private readonly deps: SessionDeps) {
    const user = readPreference<User | null>(sessionStorageKeys.user, parseUser, null, deps.storage);
    const flag = readPreference(sessionStorageKeys.isAuthenticated, parseFlag, false, deps.storage);
    const isAuthenticated = flag && user !== null;
    this.snapshot = {
      user: isAuthenticated ? user : null,
      isAuthenticated,
      loading: isAuthenticated || deps.tokens.get() !== null,
      loggedOutNotice: false,
      freemiumLimitReached: false,
    };
  }

  // --- subscription -------------------------------------------------------------------

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionSnapshot => this.snapshot;

  on<K extends keyof SessionEvents>(event: K, listener: SessionEvents[K]): () => void {
    const set = this.eventListeners[event] as Set<SessionEvents[K]>;
    set.add(listener);
    return () => set.delete(listener);
  }

  private emit<K extends keyof SessionEvents>(event: K, ...args: Parameters<SessionEvents[K]>) {
    for (const listener of this.eventListeners[event] as Set<(...a: Parameters<SessionEvents[K]>) => void>) {
      listener(...args);
    }
  }

  private update(patch: Partial<SessionSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Read synchronously by the API client to decide whether a call counts as anonymous. */
  readonly isAuthenticated = (): boolean => this.snapshot.isAuthenticated;

  // --- state changes ------------------------------------------------------------------

  private persist(user: User | null) {
    if (user) {
      writePreference(sessionStorageKeys.user, user, this.deps.storage);
      writePreference(sessionStorageKeys.isAuthenticated, true, this.deps.storage);
    } else {
      removePreference(sessionStorageKeys.user, this.deps.storage);
      writePreference(sessionStorageKeys.isAuthenticated, false, this.deps.storage);
    }
  }

  private setSignedIn(user: User, reason: SignedInReason) {
    this.persist(user);
    this.update({ user, isAuthenticated: true, loading: false, freemiumLimitReached: false });
    this.deps.schedule(() => this.emit('signedIn', reason), SIGNED_IN_RELOAD_DELAY_MS);
  }

  /** Forgets the user (memory and localStorage); with `tokens`, the access token too. */
  private clearUser(options: { tokens: boolean }) {
    if (options.tokens) this.deps.tokens.clear();
    this.persist(null);
    this.update({ user: null, isAuthenticated: false, loading: false });
  }

  /**
   * Applies an answer of login, register or verify-reset: stores the token and the user, or
   * hands back "second factor needed" without storing anything.
   */
  completeSignIn(response: AuthResponse, reason: SignedInReason): SignInResult {
    if (response.requires2FA) return { status: 'requires2FA', email: response.email };
    if (!isUsableToken(response.accessToken)) throw invalidTokenError();
    this.deps.tokens.set(response.accessToken);
    this.setSignedIn(response.user, reason);
    return { status: 'signed-in', user: response.user };
  }

  /**
   * Runs one sign-in call (a mutation of the sign-in feature) and applies its answer (see
   * `completeSignIn`). Ignored while another sign-in runs.
   */
  async signIn(request: () => Promise<AuthResponse>, reason: SignedInReason): Promise<SignInResult> {
    if (this.loginRunning) return { status: 'ignored' };
    this.loginRunning = true;
    try {
      return this.completeSignIn(await request(), reason);
    } finally {
      this.loginRunning = false;
    }
  }

  /** Applies the answer of POST /auth/2fa/verify-login: the token and the user. */
  completeTwoFactorLogin(response: Pick<TwoFactorLoginResponse, 'accessToken' | 'user'>): User {
    if (!isUsableToken(response.accessToken)) throw invalidTokenError();
    this.deps.tokens.set(response.accessToken);
    this.setSignedIn(response.user, 'two-factor');
    return response.user;
  }

  /**
   * A social sign-in: `token` is the one POST /auth/refresh just returned for the refresh cookie
   * the server set in its redirect to /auth/callback (never a token read from the address, which
   * anyone can write). Store it, then read the user. A failure forgets the token again.
   */
  async adoptAccessToken(token: string): Promise<User> {
    if (!isUsableToken(token)) throw invalidTokenError();
    this.deps.tokens.set(token);
    try {
      const { user } = await this.deps.api.me({ afterSignIn: true });
      this.lastCheckAt = this.deps.now();
      this.setSignedIn(user, 'oauth');
      return user;
    } catch (error) {
      this.clearUser({ tokens: true });
      throw error;
    }
  }

  /** The account as a call just returned it (e.g. after saving its language). */
  updateUser(user: User): void {
    if (!this.snapshot.isAuthenticated || this.snapshot.user?.id !== user.id) return;
    this.persist(user);
    this.update({ user });
  }

  /**
   * Reads the user again after a change of the account (e.g. two-factor switched on or off),
   * without the sign-in side effects. A failure keeps the user as it was.
   */
  async reloadUser(): Promise<User | null> {
    if (!this.snapshot.isAuthenticated) return null;
    try {
      const { user } = await this.deps.api.me();
      if (!this.snapshot.isAuthenticated) return null;
      this.persist(user);
      this.update({ user });
      return user;
    } catch (error) {
      this.deps.log?.('Account reload failed', error);
      return this.snapshot.user;
    }
  }

  /**
   * Ends the session: the server call clears the refresh cookie (its failure is ignored), the
   * device forgets user and token, and the logout notice shows for 4 s.
   */
  async logout(): Promise<void> {
    try {
      await this.deps.api.logout();
    } catch (error) {
      this.deps.log?.('Server logout failed', error);
    }
    this.clearUser({ tokens: true });
    this.cancelNotice?.();
    this.update({ loggedOutNotice: true });
    this.cancelNotice = this.deps.schedule(() => {
      this.cancelNotice = undefined;
      this.update({ loggedOutNotice: false });
    }, LOGOUT_NOTICE_MS);
    this.emit('signedOut', 'logout');
  }

  /** Called by the API client when a refresh failed for good (token already cleared). */
  readonly expire = (): void => {
    const wasSignedIn = this.snapshot.isAuthenticated;
    this.clearUser({ tokens: true });
    if (wasSignedIn) this.emit('signedOut', 'expired');
  };

  /**
   * The current-user check (GET /auth/me). Skipped while one runs or within 3 s of the last;
   * skipped, with no user, when there is neither a token nor a signed-in flag. 401 clears user
   * and tokens; 502–504 keep the state; any other failure clears the user.
   */
  async checkAuth(): Promise<void> {
    if (this.checkRunning) return;
    const now = this.deps.now();
    if (now - this.lastCheckAt < AUTH_CHECK_THROTTLE_MS) return;
    if (this.deps.tokens.get() === null && !this.snapshot.isAuthenticated) {
      if (this.snapshot.user !== null || this.snapshot.loading) this.clearUser({ tokens: false });
      return;
    }
    this.checkRunning = true;
    this.lastCheckAt = now;
    try {
      const { user } = await this.deps.api.me();
      this.setSignedIn(user, 'check');
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        this.clearUser({ tokens: true });
      } else if (isApiError(error) && isTemporaryServerError(error.status)) {
        this.update({ loading: false });
      } else {
        this.deps.log?.('Session check failed', error);
        this.clearUser({ tokens: false });
      }
    } finally {
      this.checkRunning = false;
    }
  }

  /** Called by the API client when it refuses an anonymous call past the allowance. */
  readonly reachFreemiumLimit = (): void => {
    if (!this.snapshot.freemiumLimitReached) this.update({ freemiumLimitReached: true });
  };

  /** The visitor has read the notice (it shows again at the next refused call). */
  readonly acknowledgeFreemiumLimit = (): void => {
    if (this.snapshot.freemiumLimitReached) this.update({ freemiumLimitReached: false });
  };
}
