import { endpoints } from '@trousse/contracts/api/endpoints';
import type { Endpoint } from '@trousse/contracts/api/endpoint';
import { describe, expect, it } from 'vitest';

import {
  countFreemiumRequest,
  FREEMIUM_STORAGE_KEY,
  localDay,
  parseFreemiumState,
  takeFreemiumRequest,
} from './freemium';
import { memoryStorage } from '../test/memory-storage';

describe('freemium exempt calls (the endpoint map)', () => {
  const exempt = (endpoint: Endpoint) => endpoint.freemium === 'exempt';

  it('exempts the sign-in calls of part 1 §6, the app list and ping', () => {
    for (const endpoint of [
      endpoints.auth.login,
      endpoints.auth.register,
      endpoints.auth.checkEmail,
      endpoints.auth.refresh,
      endpoints.auth.logout,
      endpoints.twoFactor.verifyLogin,
      endpoints.apps.list,
      endpoints.health.ping,
    ]) {
      expect(exempt(endpoint), endpoint.path).toBe(true);
    }
  });

  it('exempts the reset calls: a locked-out visitor can always reset (DECISIONS §9)', () => {
    for (const endpoint of [
      endpoints.auth.requestReset,
      endpoints.auth.validateResetCode,
      endpoints.auth.verifyReset,
    ]) {
      expect(exempt(endpoint), endpoint.path).toBe(true);
    }
  });

  it('exempts the social sign-in calls (DECISIONS §9)', () => {
    for (const endpoint of [endpoints.oauth.providers, endpoints.oauth.createCode, endpoints.oauth.cleanup]) {
      expect(exempt(endpoint), endpoint.path).toBe(true);
    }
  });

  it('counts everything else', () => {
    for (const endpoint of [
      // Only the check that completes a social sign-in is exempt, by its caller (skipFreemium).
      endpoints.auth.me,
      endpoints.generator.generate,
      endpoints.quota.usage,
      endpoints.apps.like,
      endpoints.audit.list,
    ]) {
      expect(exempt(endpoint), endpoint.path).toBe(false);
    }
  });
});

describe('countFreemiumRequest', () => {
  it('allows 3 calls a day and refuses the 4th without counting it', () => {
    let state = undefined as ReturnType<typeof countFreemiumRequest>['state'] | undefined;
    const results: boolean[] = [];
    for (let index = 0; index < 5; index += 1) {
      const outcome = countFreemiumRequest(state, '2026-03-01');
      results.push(outcome.allowed);
      state = outcome.state;
    }
    expect(results).toEqual([true, true, true, false, false]);
    expect(state).toEqual({ dailyRequests: 3, lastRequestDate: '2026-03-01' });
  });

  it('starts again when the calendar day changes', () => {
    const used = { dailyRequests: 3, lastRequestDate: '2026-03-01' };
    expect(countFreemiumRequest(used, '2026-03-01').allowed).toBe(false);
    expect(countFreemiumRequest(used, '2026-03-02')).toEqual({
      allowed: true,
      state: { dailyRequests: 1, lastRequestDate: '2026-03-02' },
    });
  });
});

describe('localDay', () => {
  it('is the local calendar day, so midnight resets the counter', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 0, 6, 0, 0))).toBe('2026-01-06');
  });
});

describe('takeFreemiumRequest', () => {
  it('stores {dailyRequests, lastRequestDate} and blocks the 4th call of the day', () => {
    const storage = memoryStorage();
    const day = new Date(2026, 4, 10, 9);
    expect([1, 2, 3, 4].map(() => takeFreemiumRequest(day, storage))).toEqual([true, true, true, false]);
    expect(JSON.parse(storage.entries.get(FREEMIUM_STORAGE_KEY)!)).toEqual({
      dailyRequests: 3,
      lastRequestDate: '2026-05-10',
    });
    expect(takeFreemiumRequest(new Date(2026, 4, 11, 0, 1), storage)).toBe(true);
  });

  it('ignores a broken stored value', () => {
    expect(parseFreemiumState({ dailyRequests: -1, lastRequestDate: 'x' })).toBeUndefined();
    expect(parseFreemiumState('nope')).toBeUndefined();
    const storage = memoryStorage();
    storage.setItem(FREEMIUM_STORAGE_KEY, '{oops');
    expect(takeFreemiumRequest(new Date(2026, 4, 10), storage)).toBe(true);
  });
});
