import { describe, expect, it } from 'vitest';

import { ALERT_MIN_GAP_MS, AlertPollPolicy } from './alert-poll-policy';

function policyAt(start = 1_000_000) {
  let now = start;
  const policy = new AlertPollPolicy(() => now);
  return { policy, advance: (ms: number) => (now += ms) };
}

describe('AlertPollPolicy', () => {
  it('calls, then waits 2 s before calling again', () => {
    const { policy, advance } = policyAt();
    expect(policy.take(false)).toBe(true);
    advance(ALERT_MIN_GAP_MS - 1);
    expect(policy.take(false)).toBe(false);
    advance(1);
    expect(policy.take(false)).toBe(true);
  });

  it('skips while the page is hidden, without counting a call', () => {
    const { policy, advance } = policyAt();
    expect(policy.take(true)).toBe(false);
    advance(10);
    expect(policy.take(false)).toBe(true);
  });

  it('stops for good after a 401', () => {
    const { policy, advance } = policyAt();
    policy.take(false);
    policy.failed(401);
    advance(60_000);
    expect(policy.stopped).toBe(true);
    expect(policy.take(false)).toBe(false);
  });

  it('stops after 3 failures in a row, and a success in between starts the count again', () => {
    const { policy, advance } = policyAt();
    for (const _ of [1, 2]) {
      advance(10_000);
      policy.take(false);
      policy.failed(503);
    }
    policy.succeeded();
    for (const _ of [1, 2]) {
      advance(10_000);
      policy.take(false);
      policy.failed(0);
    }
    expect(policy.stopped).toBe(false);
    advance(10_000);
    policy.take(false);
    policy.failed(500);
    expect(policy.stopped).toBe(true);
  });
});
