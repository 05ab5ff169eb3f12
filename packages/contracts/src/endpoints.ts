/**
 * Every call of the API, once: method, path, what the browser's client must know of it, and —
 * as types only — its schemas. The schemas' values are bound to these entries in
 * `endpoint-schemas.ts`, which the server and the tests read; this module stays free of Zod at
 * run time so that the web app's first download can use the map (decision 012).
 */
import type { z } from 'zod';
import type * as account from './account';
import type * as apps from './apps';
import type * as auth from './auth';
import type * as billing from './billing';
import type * as cookies from './cookies';
import type * as generator from './generator';
import type * as health from './health';
import type * as oauth from './oauth';
import type * as support from './support';
import type * as twoFactor from './two-factor';

/** Every path of the API starts with it. */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The schemas of one call (types here; values in endpoint-schemas.ts). */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Absent for the browser navigations that answer with a redirect. */
  response?: z.ZodType;
}

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  readonly method: HttpMethod;
  /** From the site's root, `:name` for each path parameter: `/api/apps/:id/like`. */
  readonly path: string;
  /** The success status: 201 for a creation, 302 for a navigation that redirects. */
  readonly status: 200 | 201 | 302;
  /**
   * 'required': a live session's bearer token, checked before the handler (401 otherwise).
   * 'optional': the handler reads the bearer token itself (the catalogue, logout, heartbeat).
   * 'none': no token is read.
   */
  readonly auth: 'required' | 'optional' | 'none';
  /** Authenticated by the refresh cookie: the Origin must be the site's (CSRF). */
  readonly sameOrigin: boolean;
  /**
   * Whether the client answers a 401 with one refresh and one retry. Off for the calls whose 401
   * means a wrong code or no session at all (part 1 §4).
   */
  readonly refreshOn401: boolean;
  /** Whether an anonymous call counts against the device's daily allowance (part 1 §6). */
  readonly freemium: 'counted' | 'exempt';
  /** Phantom: carries the schema types; never set at run time. */
  readonly schemas?: S;
}

type Defaults = Pick<Endpoint, 'auth' | 'sameOrigin' | 'refreshOn401' | 'freemium' | 'status'>;

/** A signed-in user's call: bearer required, refreshed on 401, counted when anonymous. */
const userCall: Defaults = {
  auth: 'required',
  sameOrigin: false,
  refreshOn401: true,
  freemium: 'counted',
  status: 200,
};

/** A step of signing in: no token, a 401 is an answer (never refreshed), never counted. */
const signInStep: Defaults = {
  auth: 'none',
  sameOrigin: false,
  refreshOn401: false,
  freemium: 'exempt',
  status: 200,
};

function endpoint<S extends EndpointSchemas>(
  base: Defaults,
  definition: Pick<Endpoint, 'method' | 'path'> & Partial<Defaults>,
): Endpoint<S> {
  return { ...base, ...definition };
}

export const endpoints = {
  health: {
    ping: endpoint<{ response: typeof health.pingResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/ping',
      auth: 'none',
      refreshOn401: false,
      freemium: 'exempt',
    }),
    live: endpoint<{ response: typeof health.liveResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/health/live',
      auth: 'none',
      refreshOn401: false,
      freemium: 'exempt',
    }),
    ready: endpoint<{ response: typeof health.readyResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/health/ready',
      auth: 'none',
      refreshOn401: false,
      freemium: 'exempt',
    }),
  },

  apps: {
    list: endpoint<{ response: typeof apps.appListResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/apps',
      auth: 'optional',
      freemium: 'exempt',
    }),
    installed: endpoint<{ response: typeof apps.userAppsResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/apps/user',
    }),
    like: endpoint<{
      params: typeof apps.appIdParamsSchema;
      body: typeof apps.likeRequestSchema;
      response: typeof apps.appResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/apps/:id/like',
    }),
    favorite: endpoint<{
      params: typeof apps.appIdParamsSchema;
      body: typeof apps.favoriteRequestSchema;
      response: typeof apps.appResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/apps/:id/favorite',
    }),
    install: endpoint<{ params: typeof apps.appIdParamsSchema; response: typeof apps.installResponseSchema }>(
      userCall,
      {
        method: 'POST',
        path: '/api/apps/:id/install',
      },
    ),
    uninstall: endpoint<{
      params: typeof apps.appIdParamsSchema;
      response: typeof apps.installResponseSchema;
    }>(userCall, {
      method: 'DELETE',
      path: '/api/apps/:id/uninstall',
    }),
  },

  auth: {
    checkEmail: endpoint<{
      body: typeof auth.checkEmailRequestSchema;
      response: typeof auth.checkEmailResponseSchema;
    }>(signInStep, {
      method: 'POST',
      path: '/api/auth/check-email',
    }),
    register: endpoint<{ body: typeof auth.registerRequestSchema; response: typeof auth.authResponseSchema }>(
      signInStep,
      {
        method: 'POST',
        path: '/api/auth/register',

        status: 201,
      },
    ),
    login: endpoint<{ body: typeof auth.loginRequestSchema; response: typeof auth.authResponseSchema }>(
      signInStep,
      {
        method: 'POST',
        path: '/api/auth/login',
      },
    ),
    requestReset: endpoint<{
      body: typeof auth.requestResetRequestSchema;
      response: typeof auth.successResponseSchema;
    }>(signInStep, {
      method: 'POST',
      path: '/api/auth/request-reset',
    }),
    validateResetCode: endpoint<{
      body: typeof auth.validateResetCodeRequestSchema;
      response: typeof auth.successResponseSchema;
    }>(signInStep, {
      method: 'POST',
      path: '/api/auth/validate-reset-code',
    }),
    verifyReset: endpoint<{
      body: typeof auth.verifyResetRequestSchema;
      response: typeof auth.authResponseSchema;
    }>(signInStep, {
      method: 'POST',
      path: '/api/auth/verify-reset',
    }),
    refresh: endpoint<{ response: typeof auth.refreshResponseSchema }>(signInStep, {
      method: 'POST',
      path: '/api/auth/refresh',
      sameOrigin: true,
    }),
    logout: endpoint<{ response: typeof auth.successResponseSchema }>(signInStep, {
      method: 'POST',
      path: '/api/auth/logout',
      auth: 'optional',
      sameOrigin: true,
    }),
    me: endpoint<{ response: typeof auth.meResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/auth/me',
    }),
    preferences: endpoint<{
      body: typeof auth.preferencesRequestSchema;
      response: typeof auth.meResponseSchema;
    }>(userCall, {
      method: 'PUT',
      path: '/api/auth/preferences',
    }),
    changeCode: endpoint<{
      body: typeof auth.changeCodeRequestSchema;
      response: typeof auth.successResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/change-code',
    }),
    heartbeat: endpoint<{ response: typeof auth.heartbeatResponseSchema }>(userCall, {
      method: 'POST',
      path: '/api/auth/heartbeat',
      // The handler reads the token itself: an ended session answers CLIENT_DISCONNECTED.
      auth: 'optional',
    }),
    clientDisconnect: endpoint<{ response: typeof auth.successResponseSchema }>(userCall, {
      method: 'POST',
      path: '/api/auth/client-disconnect',
    }),
    sessions: endpoint<{ response: typeof auth.sessionListResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/auth/sessions',
    }),
    endSession: endpoint<{
      params: typeof auth.sessionIdParamsSchema;
      response: typeof auth.successResponseSchema;
    }>(userCall, {
      method: 'DELETE',
      path: '/api/auth/sessions/:id',
    }),
  },

  recoveryEmail: {
    sendCode: endpoint<{
      body: typeof account.sendValidationCodeRequestSchema;
      response: typeof account.codeSentResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/send-validation-code',
    }),
    verifyCode: endpoint<{
      body: typeof account.verifyValidationCodeRequestSchema;
      response: typeof account.recoveryEmailSetResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/verify-validation-code',
    }),
    status: endpoint<{
      body: typeof account.userEmailRequestSchema;
      response: typeof account.emailChangeStatusSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/check-email-change-status',
    }),
    requestChange: endpoint<{
      body: typeof account.confirmedUserEmailRequestSchema;
      response: typeof account.emailChangeStatusSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/request-email-change',
    }),
    openWindow: endpoint<{
      body: typeof account.userEmailRequestSchema;
      response: typeof account.emailChangeStatusSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/create-change-window',
    }),
    changeEmail: endpoint<{
      body: typeof account.changeRecoveryEmailRequestSchema;
      response: typeof account.codeSentResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/change-recovery-email',
    }),
    verifyChange: endpoint<{
      body: typeof account.verifyEmailChangeRequestSchema;
      response: typeof account.recoveryEmailSetResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/verify-email-change',
    }),
    cancelChange: endpoint<{
      body: typeof account.confirmedUserEmailRequestSchema;
      response: typeof account.emailChangeStatusSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/cancel-email-change',
    }),
  },

  account: {
    export: endpoint<{ response: typeof account.accountExportSchema }>(userCall, {
      method: 'GET',
      path: '/api/account/export',
    }),
    delete: endpoint<{
      body: typeof account.deleteAccountRequestSchema;
      response: typeof auth.successResponseSchema;
    }>(userCall, {
      method: 'DELETE',
      path: '/api/account',
    }),
  },

  alerts: {
    global: endpoint<{ response: typeof support.alertListResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/alerts/global',
      auth: 'none',
      refreshOn401: false,
      freemium: 'exempt',
    }),
    active: endpoint<{ response: typeof support.alertListResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/alerts/active',
      freemium: 'exempt',
    }),
  },

  support: {
    contact: endpoint<{ response: typeof support.supportContactResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/support/contact',
      auth: 'none',
      refreshOn401: false,
      freemium: 'exempt',
    }),
    send: endpoint<{
      body: typeof support.supportRequestSchema;
      response: typeof support.supportResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/support',
      auth: 'none',
      refreshOn401: false,
      freemium: 'exempt',
      status: 201,
    }),
  },

  cookies: {
    track: endpoint<{
      body: typeof cookies.trackConsentRequestSchema;
      response: typeof cookies.trackConsentResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/cookies/consent/track',
      auth: 'optional',
      freemium: 'exempt',
      status: 201,
    }),
    revoke: endpoint<{
      body: typeof cookies.revokeConsentRequestSchema;
      response: typeof cookies.trackConsentResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/cookies/consent/revoke',
      auth: 'optional',
      freemium: 'exempt',
      status: 201,
    }),
    history: endpoint<{
      query: typeof cookies.consentSessionQuerySchema;
      response: typeof cookies.consentHistoryResponseSchema;
    }>(userCall, {
      method: 'GET',
      path: '/api/cookies/consent/history',
      auth: 'optional',
      freemium: 'exempt',
    }),
    export: endpoint<{
      query: typeof cookies.consentSessionQuerySchema;
      response: typeof cookies.consentHistoryResponseSchema;
    }>(userCall, {
      method: 'GET',
      path: '/api/cookies/consent/export',
      auth: 'optional',
      freemium: 'exempt',
    }),
  },

  site: {
    info: endpoint<{ response: typeof cookies.siteInfoResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/site',
      auth: 'none',
      refreshOn401: false,
      freemium: 'exempt',
    }),
  },

  twoFactor: {
    status: endpoint<{ response: typeof twoFactor.twoFactorStatusResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/auth/2fa/status',
    }),
    enable: endpoint<{
      body: typeof twoFactor.twoFactorEnableRequestSchema;
      response: typeof twoFactor.twoFactorSetupResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/2fa/enable',
    }),
    verify: endpoint<{
      body: typeof twoFactor.twoFactorVerifyRequestSchema;
      response: typeof auth.successResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/2fa/verify',
    }),
    disable: endpoint<{
      body: typeof twoFactor.twoFactorDisableRequestSchema;
      response: typeof auth.successResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/2fa/disable',
    }),
    recoveryCodes: endpoint<{
      body: typeof twoFactor.totpOnlyRequestSchema;
      response: typeof twoFactor.recoveryCodesResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/2fa/recovery-codes',
    }),
    verifyLogin: endpoint<{
      body: typeof twoFactor.twoFactorLoginRequestSchema;
      response: typeof twoFactor.twoFactorLoginResponseSchema;
    }>(signInStep, {
      method: 'POST',
      path: '/api/auth/2fa/verify-login',
    }),
  },

  oauth: {
    providers: endpoint<{ response: typeof oauth.oauthProvidersResponseSchema }>(signInStep, {
      method: 'GET',
      path: '/api/auth/oauth/providers',
    }),
    /** A page navigation, not a fetch: the browser follows the redirects. */
    start: endpoint<{ params: typeof oauth.oauthProviderParamsSchema }>(signInStep, {
      method: 'GET',
      path: '/api/auth/oauth/:provider',
      status: 302,
    }),
    callback: endpoint<{
      params: typeof oauth.oauthProviderParamsSchema;
      query: typeof oauth.oauthCallbackQuerySchema;
    }>(signInStep, {
      method: 'GET',
      path: '/api/auth/oauth/:provider/callback',
      status: 302,
    }),
    createCode: endpoint<{
      body: typeof oauth.oauthCreateCodeRequestSchema;
      response: typeof auth.authResponseSchema;
    }>(signInStep, {
      method: 'POST',
      path: '/api/auth/oauth/create-code',
      status: 201,
    }),
    cleanup: endpoint<{
      body: typeof oauth.oauthCleanupRequestSchema;
      response: typeof auth.successResponseSchema;
    }>(signInStep, {
      method: 'POST',
      path: '/api/auth/oauth/cleanup',
    }),
  },

  generator: {
    generate: endpoint<{
      body: typeof generator.generateRequestSchema;
      response: typeof generator.generateResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/apps/password-generator/generate',
    }),
  },

  quota: {
    usage: endpoint<{ response: typeof generator.usageResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/apps/password-generator/usage',
    }),
    billingUsage: endpoint<{ response: typeof apps.billingUsageResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/billing/usage',
    }),
  },

  billing: {
    plans: endpoint<{ response: typeof billing.plansResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/billing/plans',
      auth: 'none',
      refreshOn401: false,
      freemium: 'exempt',
    }),
    createSession: endpoint<{
      body: typeof billing.createSessionRequestSchema;
      response: typeof billing.urlResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/billing/create-session',
    }),
    /** Stripe's own call: the signature of the raw body is the authentication. */
    webhook: endpoint<{ response: typeof billing.webhookResponseSchema }>(userCall, {
      method: 'POST',
      path: '/api/billing/webhook',
      auth: 'none',
      refreshOn401: false,
      freemium: 'exempt',
    }),
    subscription: endpoint<{ response: typeof billing.subscriptionStateSchema }>(userCall, {
      method: 'GET',
      path: '/api/billing/subscription',
    }),
    manage: endpoint<{ response: typeof billing.manageResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/billing/manage',
    }),
    cancel: endpoint<{
      body: typeof billing.cancelRequestSchema;
      response: typeof billing.cancelResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/billing/cancel',
    }),
    forceSync: endpoint<{ response: typeof billing.subscriptionStateSchema }>(userCall, {
      method: 'POST',
      path: '/api/billing/force-sync',
    }),
    portal: endpoint<{ response: typeof billing.urlResponseSchema }>(userCall, {
      method: 'POST',
      path: '/api/billing/create-portal-session',
    }),
  },

  audit: {
    list: endpoint<{ query: typeof auth.auditQuerySchema; response: typeof auth.auditResponseSchema }>(
      userCall,
      {
        method: 'GET',
        path: '/api/audit',
      },
    ),
  },
} as const;

export type Endpoints = typeof endpoints;

/** Every endpoint of the map, flattened: for tests and lists that need them all. */
export function allEndpoints(): Endpoint[] {
  return Object.values(endpoints).flatMap((group) => Object.values(group) as Endpoint[]);
}

type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;

type InputOf<S, K extends keyof EndpointSchemas> = S extends { [P in K]: infer T extends z.ZodType }
  ? K extends 'query'
    ? { [P in K]?: z.input<T> }
    : { [P in K]: z.input<T> }
  : { [P in K]?: never };

/** What a caller gives: the path parameters, the query and the body the endpoint declares. */
export type EndpointInput<E extends Endpoint> = InputOf<SchemasOf<E>, 'params'> &
  InputOf<SchemasOf<E>, 'query'> &
  InputOf<SchemasOf<E>, 'body'>;

/** The answer of a successful call. */
export type EndpointAnswer<E extends Endpoint> =
  SchemasOf<E> extends { response: infer T extends z.ZodType } ? z.output<T> : never;

/** Whether the endpoint declares a given part: then the caller must give it. */
export type HasInput<E extends Endpoint> = keyof {
  [K in 'params' | 'query' | 'body' as SchemasOf<E> extends { [P in K]: z.ZodType } ? K : never]: true;
} extends never
  ? false
  : true;

/**
 * The endpoint's path with its parameters filled in (each URI-encoded) and its query string.
 * A parameter missing from `params` is an error of the caller, not something to send.
 */
export function urlOf(
  endpoint: Endpoint,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, string | number | boolean | undefined>>,
): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined)
      throw new Error(`${endpoint.method} ${endpoint.path}: paramètre ${name} manquant`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}
