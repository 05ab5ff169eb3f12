/**
 * Every call of the API, once, by group: method, path, what the browser's client must know of it,
 * and — as types only — its schemas. Each group's entries are in `api/<group>/endpoints.ts`; their
 * schemas' values are bound in `api/server.ts`, which the server and the tests read. This module
 * stays free of Zod at run time so that the web app's first download can use the map
 * (decision 012).
 */
import { accountEndpoints } from './account/endpoints';
import { alertsEndpoints } from './alerts/endpoints';
import { appsEndpoints } from './apps/endpoints';
import { auditEndpoints } from './audit/endpoints';
import { authEndpoints } from './auth/endpoints';
import { billingEndpoints } from './billing/endpoints';
import { consentEndpoints } from './consent/endpoints';
import type { Endpoint } from './endpoint';
import { generatorEndpoints } from './generator/endpoints';
import { habitsEndpoints } from './habits/endpoints';
import { healthEndpoints } from './health/endpoints';
import { notesEndpoints } from './notes/endpoints';
import { oauthEndpoints } from './oauth/endpoints';
import { quotaEndpoints } from './quota/endpoints';
import { recoveryEmailEndpoints } from './recovery-email/endpoints';
import { siteEndpoints } from './site/endpoints';
import { supportEndpoints } from './support/endpoints';
import { todoEndpoints } from './todo/endpoints';
import { twoFactorEndpoints } from './two-factor/endpoints';

export const endpoints = {
  health: healthEndpoints,
  apps: appsEndpoints,
  auth: authEndpoints,
  recoveryEmail: recoveryEmailEndpoints,
  account: accountEndpoints,
  alerts: alertsEndpoints,
  support: supportEndpoints,
  consent: consentEndpoints,
  site: siteEndpoints,
  twoFactor: twoFactorEndpoints,
  oauth: oauthEndpoints,
  generator: generatorEndpoints,
  quota: quotaEndpoints,
  billing: billingEndpoints,
  audit: auditEndpoints,
  habits: habitsEndpoints,
  notes: notesEndpoints,
  todo: todoEndpoints,
} as const;

export type Endpoints = typeof endpoints;

/** Every endpoint of the map, flattened: for tests and lists that need them all. */
export function allEndpoints(): Endpoint[] {
  return Object.values(endpoints).flatMap((group) => Object.values(group) as Endpoint[]);
}
