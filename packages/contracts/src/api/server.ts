/**
 * The map with its schemas' values and its documentation, for the server (which registers its
 * routes from `api`) and the tests; the browser uses `endpoints` (no Zod) and only the types.
 * Each group binds its schemas in its schemas.ts and documents its calls in its docs.ts; the
 * `satisfies` checks below make every group of the map have both.
 */
import { accountDocs } from './account/docs';
import { accountSchemas } from './account/schemas';
import { alertsDocs } from './alerts/docs';
import { alertsSchemas } from './alerts/schemas';
import { appsDocs } from './apps/docs';
import { appsSchemas } from './apps/schemas';
import { auditDocs } from './audit/docs';
import { auditSchemas } from './audit/schemas';
import { authDocs } from './auth/docs';
import { authSchemas } from './auth/schemas';
import { billingDocs } from './billing/docs';
import { billingSchemas } from './billing/schemas';
import { consentDocs } from './consent/docs';
import { consentSchemas } from './consent/schemas';
import type { Endpoint, EndpointDoc, EndpointSchemas, GroupDocs, GroupSchemas } from './endpoint';
import { endpoints, type Endpoints } from './endpoints';
import { generatorDocs } from './generator/docs';
import { generatorSchemas } from './generator/schemas';
import { habitsDocs } from './habits/docs';
import { habitsSchemas } from './habits/schemas';
import { healthDocs } from './health/docs';
import { healthSchemas } from './health/schemas';
import { notesDocs } from './notes/docs';
import { notesSchemas } from './notes/schemas';
import { oauthDocs } from './oauth/docs';
import { oauthSchemas } from './oauth/schemas';
import { quotaDocs } from './quota/docs';
import { quotaSchemas } from './quota/schemas';
import { recoveryEmailDocs } from './recovery-email/docs';
import { recoveryEmailSchemas } from './recovery-email/schemas';
import { siteDocs } from './site/docs';
import { siteSchemas } from './site/schemas';
import { supportDocs } from './support/docs';
import { supportSchemas } from './support/schemas';
import { todoDocs } from './todo/docs';
import { todoSchemas } from './todo/schemas';
import { twoFactorDocs } from './two-factor/docs';
import { twoFactorSchemas } from './two-factor/schemas';

const schemas = {
  health: healthSchemas,
  apps: appsSchemas,
  auth: authSchemas,
  recoveryEmail: recoveryEmailSchemas,
  account: accountSchemas,
  alerts: alertsSchemas,
  support: supportSchemas,
  consent: consentSchemas,
  site: siteSchemas,
  twoFactor: twoFactorSchemas,
  oauth: oauthSchemas,
  generator: generatorSchemas,
  quota: quotaSchemas,
  billing: billingSchemas,
  audit: auditSchemas,
  habits: habitsSchemas,
  notes: notesSchemas,
  todo: todoSchemas,
} satisfies { [G in keyof Endpoints]: GroupSchemas<Endpoints[G]> };

/** What the API documentation (OpenAPI, French) says of each call; only the server reads it. */
export const endpointDocs = {
  health: healthDocs,
  apps: appsDocs,
  auth: authDocs,
  recoveryEmail: recoveryEmailDocs,
  account: accountDocs,
  alerts: alertsDocs,
  support: supportDocs,
  consent: consentDocs,
  site: siteDocs,
  twoFactor: twoFactorDocs,
  oauth: oauthDocs,
  generator: generatorDocs,
  quota: quotaDocs,
  billing: billingDocs,
  audit: auditDocs,
  habits: habitsDocs,
  notes: notesDocs,
  todo: todoDocs,
} satisfies { [G in keyof Endpoints]: GroupDocs<Endpoints[G]> };

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
