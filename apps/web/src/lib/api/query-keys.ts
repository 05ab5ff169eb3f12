import type { Endpoint } from '@trousse/contracts/api/endpoint';
import { endpoints, type Endpoints } from '@trousse/contracts/api/endpoints';
import type { QueryKey } from '@tanstack/react-query';

/**
 * Every query of a signed-in account lives under this key: the session drops them all at logout,
 * so nothing of one account is ever shown to the next.
 */
export const accountQueryKey = ['account'] as const;

export type EndpointGroup = keyof Endpoints;

/** Who a key belongs to: an account's id, or no one (public answers). */
export type AccountId = string | null | undefined;

// Each endpoint's place in the map, found by identity: a key names the call it caches.
const placeOf = new Map<Endpoint, readonly [group: string, name: string]>(
  Object.entries(endpoints).flatMap(([group, entries]) =>
    Object.entries(entries as Record<string, Endpoint>).map(
      ([name, endpoint]) => [endpoint, [group, name] as const] as const,
    ),
  ),
);

function placeIn(endpoint: Endpoint): readonly [string, string] {
  const place = placeOf.get(endpoint);
  if (!place) throw new Error(`${endpoint.method} ${endpoint.path} : absent de la carte des appels`);
  return place;
}

/**
 * Whether an answer belongs to an account: always when the endpoint needs a session; when the
 * handler reads the token itself (`optional`), only if the caller says whose it is.
 */
function isAccountBound(endpoint: Endpoint, accountId: AccountId): boolean {
  return endpoint.auth === 'required' || (endpoint.auth === 'optional' && accountId != null);
}

/** The key of everything an account caches (`accountId` omitted: of every account). */
export function accountKey(accountId?: AccountId): QueryKey {
  return accountId == null ? accountQueryKey : [...accountQueryKey, accountId];
}

/** The prefix of one group's answers for an account, e.g. to reload all of its billing. */
export function endpointGroupKey(group: EndpointGroup, accountId?: AccountId): QueryKey {
  return accountId == null ? [group] : [...accountQueryKey, accountId, group];
}

/**
 * The cache key of an endpoint's answer, built from the map: its group and name, then `details`
 * (a page, an address…). An endpoint that needs a session keys under the account —
 * `['account', accountId, group, name, …details]` — so a logout drops it; a public one is
 * `[group, name, …details]`. A required account id still missing (the query waits for the
 * session, disabled) keys under `null`.
 */
export function endpointQueryKey(
  endpoint: Endpoint,
  accountId?: AccountId,
  ...details: readonly unknown[]
): QueryKey {
  const [group, name] = placeIn(endpoint);
  return isAccountBound(endpoint, accountId)
    ? [...accountQueryKey, accountId ?? null, group, name, ...details]
    : [group, name, ...details];
}

/** Whether a cached key is one of `endpoint`'s, for any account and any details. */
export function isEndpointQueryKey(key: QueryKey, endpoint: Endpoint): boolean {
  const [group, name] = placeIn(endpoint);
  const start = key[0] === accountQueryKey[0] ? 2 : 0;
  return key[start] === group && key[start + 1] === name;
}
