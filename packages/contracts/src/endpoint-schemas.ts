/**
 * The schemas of every endpoint, bound to its entry of the map. The server registers its routes
 * from `api`, and the tests read it; the browser uses `endpoints` (no Zod) and only the types.
 * `satisfies` makes each schema here the very one the map's types name.
 */
import {
  appIdParamsSchema,
  appListResponseSchema,
  appResponseSchema,
  billingUsageResponseSchema,
  favoriteRequestSchema,
  installResponseSchema,
  likeRequestSchema,
  userAppsResponseSchema,
} from './apps';
import {
  auditQuerySchema,
  auditResponseSchema,
  authResponseSchema,
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  heartbeatResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  preferencesRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  requestResetRequestSchema,
  sessionIdParamsSchema,
  sessionListResponseSchema,
  successResponseSchema,
  validateResetCodeRequestSchema,
  verifyResetRequestSchema,
} from './auth';
import { endpoints, type Endpoint, type EndpointSchemas, type Endpoints } from './endpoints';
import { generateRequestSchema, generateResponseSchema, usageResponseSchema } from './generator';
import { pingResponseSchema } from './health';
import {
  oauthCallbackQuerySchema,
  oauthCleanupRequestSchema,
  oauthCreateCodeRequestSchema,
  oauthProviderParamsSchema,
  oauthProvidersResponseSchema,
} from './oauth';
import {
  recoveryCodesResponseSchema,
  totpOnlyRequestSchema,
  twoFactorCodeRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorLoginRequestSchema,
  twoFactorLoginResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
  twoFactorVerifyRequestSchema,
} from './two-factor';

type SchemasOfMap<M> = {
  [G in keyof M]: { [K in keyof M[G]]: M[G][K] extends Endpoint<infer S> ? S : never };
};

const schemas = {
  health: { ping: { response: pingResponseSchema } },
  apps: {
    list: { response: appListResponseSchema },
    installed: { response: userAppsResponseSchema },
    like: { params: appIdParamsSchema, body: likeRequestSchema, response: appResponseSchema },
    favorite: { params: appIdParamsSchema, body: favoriteRequestSchema, response: appResponseSchema },
    install: { params: appIdParamsSchema, response: installResponseSchema },
    uninstall: { params: appIdParamsSchema, response: installResponseSchema },
  },
  auth: {
    checkEmail: { body: checkEmailRequestSchema, response: checkEmailResponseSchema },
    register: { body: registerRequestSchema, response: authResponseSchema },
    login: { body: loginRequestSchema, response: authResponseSchema },
    requestReset: { body: requestResetRequestSchema, response: successResponseSchema },
    validateResetCode: { body: validateResetCodeRequestSchema, response: successResponseSchema },
    verifyReset: { body: verifyResetRequestSchema, response: authResponseSchema },
    refresh: { response: refreshResponseSchema },
    logout: { response: successResponseSchema },
    me: { response: meResponseSchema },
    preferences: { body: preferencesRequestSchema, response: meResponseSchema },
    heartbeat: { response: heartbeatResponseSchema },
    clientDisconnect: { response: successResponseSchema },
    sessions: { response: sessionListResponseSchema },
    endSession: { params: sessionIdParamsSchema, response: successResponseSchema },
  },
  twoFactor: {
    status: { response: twoFactorStatusResponseSchema },
    enable: { body: twoFactorEnableRequestSchema, response: twoFactorSetupResponseSchema },
    verify: { body: twoFactorVerifyRequestSchema, response: successResponseSchema },
    disable: { body: twoFactorCodeRequestSchema, response: successResponseSchema },
    recoveryCodes: { body: totpOnlyRequestSchema, response: recoveryCodesResponseSchema },
    verifyLogin: { body: twoFactorLoginRequestSchema, response: twoFactorLoginResponseSchema },
  },
  oauth: {
    providers: { response: oauthProvidersResponseSchema },
    start: { params: oauthProviderParamsSchema },
    callback: { params: oauthProviderParamsSchema, query: oauthCallbackQuerySchema },
    createCode: { body: oauthCreateCodeRequestSchema, response: authResponseSchema },
    cleanup: { body: oauthCleanupRequestSchema, response: successResponseSchema },
  },
  generator: { generate: { body: generateRequestSchema, response: generateResponseSchema } },
  quota: {
    usage: { response: usageResponseSchema },
    billingUsage: { response: billingUsageResponseSchema },
  },
  audit: { list: { query: auditQuerySchema, response: auditResponseSchema } },
} satisfies SchemasOfMap<Endpoints>;

/** An endpoint with its schemas' values. */
export type BoundEndpoint<S extends EndpointSchemas = EndpointSchemas> = Endpoint<S> & S;

type Bound<M> = {
  [G in keyof M]: { [K in keyof M[G]]: M[G][K] extends Endpoint<infer S> ? BoundEndpoint<S> : never };
};

function bind(): Bound<Endpoints> {
  const bound: Record<string, Record<string, BoundEndpoint>> = {};
  for (const [group, entries] of Object.entries(endpoints)) {
    const groupSchemas = schemas[group as keyof typeof schemas] as Record<string, EndpointSchemas>;
    bound[group] = {};
    for (const [name, entry] of Object.entries(entries as Record<string, Endpoint>)) {
      bound[group][name] = { ...entry, ...groupSchemas[name] };
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
