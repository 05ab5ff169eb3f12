/**
 * The schemas of every endpoint, bound to its entry of the map. The server registers its routes
 * from `api`, and the tests read it; the browser uses `endpoints` (no Zod) and only the types.
 * `satisfies` makes each schema here the very one the map's types name.
 */
import * as account from './account';
import * as apps from './apps';
import * as auth from './auth';
import * as billing from './billing';
import * as cookies from './cookies';
import { endpointDocs, type EndpointDoc } from './endpoint-docs';
import { endpoints, type Endpoint, type EndpointSchemas, type Endpoints } from './endpoints';
import * as generator from './generator';
import * as health from './health';
import * as oauth from './oauth';
import * as support from './support';
import * as twoFactor from './two-factor';

type SchemasOfMap<M> = {
  [G in keyof M]: { [K in keyof M[G]]: M[G][K] extends Endpoint<infer S> ? S : never };
};

const schemas = {
  health: {
    ping: { response: health.pingResponseSchema },
    live: { response: health.liveResponseSchema },
    ready: { response: health.readyResponseSchema },
  },
  apps: {
    list: { response: apps.appListResponseSchema },
    installed: { response: apps.userAppsResponseSchema },
    like: { params: apps.appIdParamsSchema, body: apps.likeRequestSchema, response: apps.appResponseSchema },
    favorite: {
      params: apps.appIdParamsSchema,
      body: apps.favoriteRequestSchema,
      response: apps.appResponseSchema,
    },
    install: { params: apps.appIdParamsSchema, response: apps.installResponseSchema },
    uninstall: { params: apps.appIdParamsSchema, response: apps.installResponseSchema },
  },
  auth: {
    checkEmail: { body: auth.checkEmailRequestSchema, response: auth.checkEmailResponseSchema },
    register: { body: auth.registerRequestSchema, response: auth.authResponseSchema },
    login: { body: auth.loginRequestSchema, response: auth.authResponseSchema },
    requestReset: { body: auth.requestResetRequestSchema, response: auth.successResponseSchema },
    validateResetCode: { body: auth.validateResetCodeRequestSchema, response: auth.successResponseSchema },
    verifyReset: { body: auth.verifyResetRequestSchema, response: auth.authResponseSchema },
    refresh: { response: auth.refreshResponseSchema },
    logout: { response: auth.successResponseSchema },
    me: { response: auth.meResponseSchema },
    preferences: { body: auth.preferencesRequestSchema, response: auth.meResponseSchema },
    changeCode: { body: auth.changeCodeRequestSchema, response: auth.successResponseSchema },
    heartbeat: { response: auth.heartbeatResponseSchema },
    clientDisconnect: { response: auth.successResponseSchema },
    sessions: { response: auth.sessionListResponseSchema },
    endSession: { params: auth.sessionIdParamsSchema, response: auth.successResponseSchema },
  },
  recoveryEmail: {
    sendCode: { body: account.sendValidationCodeRequestSchema, response: account.codeSentResponseSchema },
    verifyCode: {
      body: account.verifyValidationCodeRequestSchema,
      response: account.recoveryEmailSetResponseSchema,
    },
    status: { body: account.userEmailRequestSchema, response: account.emailChangeStatusSchema },
    requestChange: {
      body: account.confirmedUserEmailRequestSchema,
      response: account.emailChangeStatusSchema,
    },
    openWindow: { body: account.userEmailRequestSchema, response: account.emailChangeStatusSchema },
    changeEmail: { body: account.changeRecoveryEmailRequestSchema, response: account.codeSentResponseSchema },
    verifyChange: {
      body: account.verifyEmailChangeRequestSchema,
      response: account.recoveryEmailSetResponseSchema,
    },
    cancelChange: {
      body: account.confirmedUserEmailRequestSchema,
      response: account.emailChangeStatusSchema,
    },
  },
  account: {
    export: { response: account.accountExportSchema },
    delete: { body: account.deleteAccountRequestSchema, response: auth.successResponseSchema },
  },
  alerts: {
    global: { response: support.alertListResponseSchema },
    active: { response: support.alertListResponseSchema },
  },
  support: {
    contact: { response: support.supportContactResponseSchema },
    send: { body: support.supportRequestSchema, response: support.supportResponseSchema },
  },
  cookies: {
    track: { body: cookies.trackConsentRequestSchema, response: cookies.trackConsentResponseSchema },
    revoke: { body: cookies.revokeConsentRequestSchema, response: cookies.trackConsentResponseSchema },
    history: { query: cookies.consentSessionQuerySchema, response: cookies.consentHistoryResponseSchema },
    export: { query: cookies.consentSessionQuerySchema, response: cookies.consentHistoryResponseSchema },
  },
  site: { info: { response: cookies.siteInfoResponseSchema } },
  twoFactor: {
    status: { response: twoFactor.twoFactorStatusResponseSchema },
    enable: {
      body: twoFactor.twoFactorEnableRequestSchema,
      response: twoFactor.twoFactorSetupResponseSchema,
    },
    verify: { body: twoFactor.twoFactorVerifyRequestSchema, response: auth.successResponseSchema },
    disable: { body: twoFactor.twoFactorDisableRequestSchema, response: auth.successResponseSchema },
    recoveryCodes: { body: twoFactor.totpOnlyRequestSchema, response: twoFactor.recoveryCodesResponseSchema },
    verifyLogin: {
      body: twoFactor.twoFactorLoginRequestSchema,
      response: twoFactor.twoFactorLoginResponseSchema,
    },
  },
  oauth: {
    providers: { response: oauth.oauthProvidersResponseSchema },
    start: { params: oauth.oauthProviderParamsSchema },
    callback: { params: oauth.oauthProviderParamsSchema, query: oauth.oauthCallbackQuerySchema },
    createCode: { body: oauth.oauthCreateCodeRequestSchema, response: auth.authResponseSchema },
    cleanup: { body: oauth.oauthCleanupRequestSchema, response: auth.successResponseSchema },
  },
  generator: {
    generate: { body: generator.generateRequestSchema, response: generator.generateResponseSchema },
  },
  quota: {
    usage: { response: generator.usageResponseSchema },
    billingUsage: { response: apps.billingUsageResponseSchema },
  },
  billing: {
    plans: { response: billing.plansResponseSchema },
    createSession: { body: billing.createSessionRequestSchema, response: billing.urlResponseSchema },
    webhook: { response: billing.webhookResponseSchema },
    subscription: { response: billing.subscriptionStateSchema },
    manage: { response: billing.manageResponseSchema },
    cancel: { body: billing.cancelRequestSchema, response: billing.cancelResponseSchema },
    forceSync: { response: billing.subscriptionStateSchema },
    portal: { response: billing.urlResponseSchema },
  },
  audit: { list: { query: auth.auditQuerySchema, response: auth.auditResponseSchema } },
} satisfies SchemasOfMap<Endpoints>;

/** An endpoint with its schemas' values. */
export type BoundEndpoint<S extends EndpointSchemas = EndpointSchemas> = Endpoint<S> & S & EndpointDoc;

type Bound<M> = {
  [G in keyof M]: { [K in keyof M[G]]: M[G][K] extends Endpoint<infer S> ? BoundEndpoint<S> : never };
};

function bind(): Bound<Endpoints> {
  const bound: Record<string, Record<string, BoundEndpoint>> = {};
  for (const [group, entries] of Object.entries(endpoints)) {
    const groupSchemas = schemas[group as keyof typeof schemas] as Record<string, EndpointSchemas>;
    const groupDocs = endpointDocs[group as keyof typeof endpointDocs] as Record<string, EndpointDoc>;
    bound[group] = {};
    for (const [name, entry] of Object.entries(entries as Record<string, Endpoint>)) {
      bound[group][name] = { ...entry, ...groupSchemas[name], ...groupDocs[name]! };
    }
  }
  return bound as Bound<Endpoints>;
}

/** The map with its schemas: what the server registers and the tests call. */
export const api = bind();

/** Every bound endpoint, flattened. */
export function allBoundEndpoints(): BoundEndpoint[] {
  return Object.values(api).flatMap((group) => Object.values(group) as BoundEndpoint[]);
}
