/**
 * Every call of the API, once: method, path, what the browser's client must know of it, and —
 * as types only — its schemas. The schemas' values are bound to these entries in
 * `endpoint-schemas.ts`, which the server and the tests read; this module stays free of Zod at
 * run time so that the web app's first download can use the map (decision 012).
 */
import type { z } from 'zod';
import type * as apps from './apps';
import type * as auth from './auth';
import type * as billing from './billing';
import type * as generator from './generator';
import type * as health from './health';
import type * as oauth from './oauth';
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
  /** The documentation's group and one-line summary (OpenAPI, French). */
  readonly tag: string;
  readonly summary: string;
  /** The success status: 201 for a creation, 302 for a navigation that redirects. */
  readonly status: 200 | 201 | 302;
  /** The error statuses the call may answer, each with the one error shape (DECISIONS §8). */
  readonly errors: readonly number[];
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

type Defaults = Pick<Endpoint, 'auth' | 'sameOrigin' | 'refreshOn401' | 'freemium' | 'status' | 'errors'>;

/** A signed-in user's call: bearer required, refreshed on 401, counted when anonymous. */
const userCall: Defaults = {
  auth: 'required',
  sameOrigin: false,
  refreshOn401: true,
  freemium: 'counted',
  status: 200,
  errors: [400, 401],
};

/** A step of signing in: no token, a 401 is an answer (never refreshed), never counted. */
const signInStep: Defaults = {
  auth: 'none',
  sameOrigin: false,
  refreshOn401: false,
  freemium: 'exempt',
  status: 200,
  errors: [400, 401, 403, 409, 423, 429],
};

function endpoint<S extends EndpointSchemas>(
  base: Defaults,
  definition: Pick<Endpoint, 'method' | 'path' | 'tag' | 'summary'> & Partial<Defaults>,
): Endpoint<S> {
  return { ...base, ...definition };
}

export const endpoints = {
  health: {
    ping: endpoint<{ response: typeof health.pingResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/ping',
      tag: 'health',
      summary: 'État du service et de sa base de données',
      auth: 'none',
      refreshOn401: false,
      freemium: 'exempt',
      errors: [503],
    }),
  },

  apps: {
    list: endpoint<{ response: typeof apps.appListResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/apps',
      tag: 'apps',
      summary: "Catalogue des applications (avec les j'aime et favoris de l'appelant connecté)",
      auth: 'optional',
      freemium: 'exempt',
      errors: [401, 503],
    }),
    installed: endpoint<{ response: typeof apps.userAppsResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/apps/user',
      tag: 'apps',
      summary: "Les applications installées par l'utilisateur",
      errors: [400, 401, 404],
    }),
    like: endpoint<{
      params: typeof apps.appIdParamsSchema;
      body: typeof apps.likeRequestSchema;
      response: typeof apps.appResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/apps/:id/like',
      tag: 'apps',
      summary: "J'aime (ou plus) : idempotent",
      errors: [400, 401, 404],
    }),
    favorite: endpoint<{
      params: typeof apps.appIdParamsSchema;
      body: typeof apps.favoriteRequestSchema;
      response: typeof apps.appResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/apps/:id/favorite',
      tag: 'apps',
      summary: 'Favori (ou plus) : idempotent',
      errors: [400, 401, 404],
    }),
    install: endpoint<{ params: typeof apps.appIdParamsSchema; response: typeof apps.installResponseSchema }>(
      userCall,
      {
        method: 'POST',
        path: '/api/apps/:id/install',
        tag: 'apps',
        summary: "Installe l'application pour l'utilisateur",
        errors: [400, 401, 404],
      },
    ),
    uninstall: endpoint<{
      params: typeof apps.appIdParamsSchema;
      response: typeof apps.installResponseSchema;
    }>(userCall, {
      method: 'DELETE',
      path: '/api/apps/:id/uninstall',
      tag: 'apps',
      summary: "Désinstalle l'application",
      errors: [400, 401, 404],
    }),
  },

  auth: {
    checkEmail: endpoint<{
      body: typeof auth.checkEmailRequestSchema;
      response: typeof auth.checkEmailResponseSchema;
    }>(signInStep, {
      method: 'POST',
      path: '/api/auth/check-email',
      tag: 'auth',
      summary: "Indique si l'email a un compte, et s'il est bloqué",
    }),
    register: endpoint<{ body: typeof auth.registerRequestSchema; response: typeof auth.authResponseSchema }>(
      signInStep,
      {
        method: 'POST',
        path: '/api/auth/register',
        tag: 'auth',
        summary: 'Crée un compte et ouvre une session',
        status: 201,
      },
    ),
    login: endpoint<{ body: typeof auth.loginRequestSchema; response: typeof auth.authResponseSchema }>(
      signInStep,
      {
        method: 'POST',
        path: '/api/auth/login',
        tag: 'auth',
        summary: "Connexion par email et code d'accès",
      },
    ),
    requestReset: endpoint<{
      body: typeof auth.requestResetRequestSchema;
      response: typeof auth.successResponseSchema;
    }>(signInStep, {
      method: 'POST',
      path: '/api/auth/request-reset',
      tag: 'auth',
      summary: 'Envoie un code de réinitialisation par email',
      errors: [400, 401, 403, 409, 423, 429, 503],
    }),
    validateResetCode: endpoint<{
      body: typeof auth.validateResetCodeRequestSchema;
      response: typeof auth.successResponseSchema;
    }>(signInStep, {
      method: 'POST',
      path: '/api/auth/validate-reset-code',
      tag: 'auth',
      summary: 'Vérifie un code de réinitialisation sans le consommer',
    }),
    verifyReset: endpoint<{
      body: typeof auth.verifyResetRequestSchema;
      response: typeof auth.authResponseSchema;
    }>(signInStep, {
      method: 'POST',
      path: '/api/auth/verify-reset',
      tag: 'auth',
      summary: "Change le code d'accès avec un code de réinitialisation et connecte",
    }),
    refresh: endpoint<{ response: typeof auth.refreshResponseSchema }>(signInStep, {
      method: 'POST',
      path: '/api/auth/refresh',
      tag: 'auth',
      summary: "Renouvelle le jeton d'accès grâce au cookie de session (rotation)",
      sameOrigin: true,
    }),
    logout: endpoint<{ response: typeof auth.successResponseSchema }>(signInStep, {
      method: 'POST',
      path: '/api/auth/logout',
      tag: 'auth',
      summary: 'Termine la session courante',
      auth: 'optional',
      sameOrigin: true,
      errors: [403],
    }),
    me: endpoint<{ response: typeof auth.meResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/auth/me',
      tag: 'auth',
      summary: "L'utilisateur connecté",
      errors: [401],
    }),
    preferences: endpoint<{
      body: typeof auth.preferencesRequestSchema;
      response: typeof auth.meResponseSchema;
    }>(userCall, {
      method: 'PUT',
      path: '/api/auth/preferences',
      tag: 'auth',
      summary: 'Préférences du compte : sa langue (fr, en, es ou de)',
    }),
    changeCode: endpoint<{
      body: typeof auth.changeCodeRequestSchema;
      response: typeof auth.successResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/change-code',
      tag: 'auth',
      summary:
        "Change le code d'accès (le code actuel, et celui de la double authentification si elle est active)",
      errors: [400, 401, 423, 429],
    }),
    heartbeat: endpoint<{ response: typeof auth.heartbeatResponseSchema }>(userCall, {
      method: 'POST',
      path: '/api/auth/heartbeat',
      tag: 'auth',
      summary: 'Maintien de session : OK, ou CLIENT_DISCONNECTED si elle a pris fin',
      // The handler reads the token itself: an ended session answers CLIENT_DISCONNECTED.
      auth: 'optional',
      errors: [401],
    }),
    clientDisconnect: endpoint<{ response: typeof auth.successResponseSchema }>(userCall, {
      method: 'POST',
      path: '/api/auth/client-disconnect',
      tag: 'auth',
      summary: 'La page est masquée : la session reste valide, marquée absente',
      errors: [401],
    }),
    sessions: endpoint<{ response: typeof auth.sessionListResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/auth/sessions',
      tag: 'auth',
      summary: 'Les sessions actives du compte',
      errors: [401],
    }),
    endSession: endpoint<{
      params: typeof auth.sessionIdParamsSchema;
      response: typeof auth.successResponseSchema;
    }>(userCall, {
      method: 'DELETE',
      path: '/api/auth/sessions/:id',
      tag: 'auth',
      summary: 'Termine une session du compte',
      errors: [400, 401, 404],
    }),
  },

  twoFactor: {
    status: endpoint<{ response: typeof twoFactor.twoFactorStatusResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/auth/2fa/status',
      tag: '2fa',
      summary: 'État de la double authentification',
      errors: [400, 401, 409, 423, 429],
    }),
    enable: endpoint<{
      body: typeof twoFactor.twoFactorEnableRequestSchema;
      response: typeof twoFactor.twoFactorSetupResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/2fa/enable',
      tag: '2fa',
      summary:
        "Commence la configuration avec le code d'accès actuel : secret, QR code et codes de récupération",
      errors: [400, 401, 409, 423, 429],
    }),
    verify: endpoint<{
      body: typeof twoFactor.twoFactorVerifyRequestSchema;
      response: typeof auth.successResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/2fa/verify',
      tag: '2fa',
      summary: "Active la double authentification avec un code de l'application",
      errors: [400, 401, 409, 423, 429],
    }),
    disable: endpoint<{
      body: typeof twoFactor.twoFactorCodeRequestSchema;
      response: typeof auth.successResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/2fa/disable',
      tag: '2fa',
      summary: "Désactive la double authentification (code de l'application ou de récupération)",
      errors: [400, 401, 409, 423, 429],
    }),
    recoveryCodes: endpoint<{
      body: typeof twoFactor.totpOnlyRequestSchema;
      response: typeof twoFactor.recoveryCodesResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/auth/2fa/recovery-codes',
      tag: '2fa',
      summary: 'Génère de nouveaux codes de récupération (les anciens ne valent plus)',
      errors: [400, 401, 409, 423, 429],
    }),
    verifyLogin: endpoint<{
      body: typeof twoFactor.twoFactorLoginRequestSchema;
      response: typeof twoFactor.twoFactorLoginResponseSchema;
    }>(signInStep, {
      method: 'POST',
      path: '/api/auth/2fa/verify-login',
      tag: '2fa',
      summary: "Second facteur de la connexion, depuis le client qui a passé l'étape du code",
      errors: [400, 401, 409, 423, 429],
    }),
  },

  oauth: {
    providers: endpoint<{ response: typeof oauth.oauthProvidersResponseSchema }>(signInStep, {
      method: 'GET',
      path: '/api/auth/oauth/providers',
      tag: 'oauth',
      summary: 'Les fournisseurs de connexion activés',
      errors: [],
    }),
    /** A page navigation, not a fetch: the browser follows the redirects. */
    start: endpoint<{ params: typeof oauth.oauthProviderParamsSchema }>(signInStep, {
      method: 'GET',
      path: '/api/auth/oauth/:provider',
      tag: 'oauth',
      summary: 'Commence une connexion sociale (redirection vers le fournisseur)',
      status: 302,
      errors: [404, 429],
    }),
    callback: endpoint<{
      params: typeof oauth.oauthProviderParamsSchema;
      query: typeof oauth.oauthCallbackQuerySchema;
    }>(signInStep, {
      method: 'GET',
      path: '/api/auth/oauth/:provider/callback',
      tag: 'oauth',
      summary: 'Retour du fournisseur : connecte, ou continue vers /auth',
      status: 302,
      errors: [404],
    }),
    createCode: endpoint<{
      body: typeof oauth.oauthCreateCodeRequestSchema;
      response: typeof auth.authResponseSchema;
    }>(signInStep, {
      method: 'POST',
      path: '/api/auth/oauth/create-code',
      tag: 'oauth',
      summary: "Crée le compte d'une connexion sociale avec son code d'accès",
      status: 201,
      errors: [400, 409],
    }),
    cleanup: endpoint<{
      body: typeof oauth.oauthCleanupRequestSchema;
      response: typeof auth.successResponseSchema;
    }>(signInStep, {
      method: 'POST',
      path: '/api/auth/oauth/cleanup',
      tag: 'oauth',
      summary: 'Supprime un jeton de connexion sociale en attente',
      errors: [],
    }),
  },

  generator: {
    generate: endpoint<{
      body: typeof generator.generateRequestSchema;
      response: typeof generator.generateResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/apps/password-generator/generate',
      tag: 'generator',
      summary: 'Génère des mots de passe (une utilisation du forfait par appel)',
      errors: [400, 401, 429, 503],
    }),
  },

  quota: {
    usage: endpoint<{ response: typeof generator.usageResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/apps/password-generator/usage',
      tag: 'generator',
      summary: 'Utilisations du forfait : consommées et restantes',
      errors: [401],
    }),
    billingUsage: endpoint<{ response: typeof apps.billingUsageResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/billing/usage',
      tag: 'billing',
      summary: 'Forfait, quotas et appels du mois',
      errors: [401],
    }),
  },

  billing: {
    plans: endpoint<{ response: typeof billing.plansResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/billing/plans',
      tag: 'billing',
      summary: 'Les forfaits : prix, utilisations, période',
      auth: 'none',
      refreshOn401: false,
      freemium: 'exempt',
      errors: [],
    }),
    createSession: endpoint<{
      body: typeof billing.createSessionRequestSchema;
      response: typeof billing.urlResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/billing/create-session',
      tag: 'billing',
      summary: "Commence le paiement d'un forfait (les CGV acceptées) : adresse de la page de paiement",
      errors: [400, 401, 409, 503],
    }),
    /** Stripe's own call: the signature of the raw body is the authentication. */
    webhook: endpoint<{ response: typeof billing.webhookResponseSchema }>(userCall, {
      method: 'POST',
      path: '/api/billing/webhook',
      tag: 'billing',
      summary: 'Événements Stripe, signés ; chacun appliqué une fois',
      auth: 'none',
      refreshOn401: false,
      freemium: 'exempt',
      errors: [400, 503],
    }),
    subscription: endpoint<{ response: typeof billing.subscriptionStateSchema }>(userCall, {
      method: 'GET',
      path: '/api/billing/subscription',
      tag: 'billing',
      summary: "L'abonnement : forfait, état, quotas, fin de période",
      errors: [401],
    }),
    manage: endpoint<{ response: typeof billing.manageResponseSchema }>(userCall, {
      method: 'GET',
      path: '/api/billing/manage',
      tag: 'billing',
      summary: "Ce que montre la gestion de l'abonnement, avec la fin du délai de rétractation",
      errors: [401],
    }),
    cancel: endpoint<{
      body: typeof billing.cancelRequestSchema;
      response: typeof billing.cancelResponseSchema;
    }>(userCall, {
      method: 'POST',
      path: '/api/billing/cancel',
      tag: 'billing',
      summary:
        'Résilie en fin de période, ou exerce la rétractation (14 jours : fin immédiate et remboursement)',
      errors: [400, 401, 409, 503],
    }),
    forceSync: endpoint<{ response: typeof billing.subscriptionStateSchema }>(userCall, {
      method: 'POST',
      path: '/api/billing/force-sync',
      tag: 'billing',
      summary: "Relit l'abonnement chez Stripe et l'applique",
      errors: [401, 503],
    }),
    portal: endpoint<{ response: typeof billing.urlResponseSchema }>(userCall, {
      method: 'POST',
      path: '/api/billing/create-portal-session',
      tag: 'billing',
      summary: 'Ouvre le portail de facturation Stripe (factures, carte)',
      errors: [401, 409, 503],
    }),
  },

  audit: {
    list: endpoint<{ query: typeof auth.auditQuerySchema; response: typeof auth.auditResponseSchema }>(
      userCall,
      {
        method: 'GET',
        path: '/api/audit',
        tag: 'audit',
        summary: "Journal d'activité du compte, du plus récent au plus ancien",
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
