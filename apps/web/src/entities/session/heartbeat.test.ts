import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../lib/api-client';
import { Heartbeat, HEARTBEAT_INTERVAL_MS } from './heartbeat';
import type { HeartbeatAnswer } from './heartbeat';

function setup(beat: () => Promise<HeartbeatAnswer>) {
  const onDisconnected = vi.fn();
  const heartbeat = new Heartbeat({
    beat: vi.fn(beat),
    onDisconnected,
    now: () => Date.now(),
    schedule: (callback, delay) => {
      const id = setTimeout(callback, delay);
      return () => clearTimeout(id);
    },
  });
  return { heartbeat, onDisconnected };
}

/** Lets pending timers and promise callbacks run up to `ms` from now. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-12T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Heartbeat', () => {
  it('beats at start, then every 20 s', async () => {
    const beat = vi.fn(async (): Promise<HeartbeatAnswer> => 'OK');
    const { heartbeat } = setup(beat);
    heartbeat.start();
    await advance(0);
    expect(beat).toHaveBeenCalledTimes(1);
    await advance(HEARTBEAT_INTERVAL_MS - 1);
    expect(beat).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(beat).toHaveBeenCalledTimes(2);
    await advance(HEARTBEAT_INTERVAL_MS * 3);
    expect(beat).toHaveBeenCalledTimes(5);
  });

  it('keeps at least 15 s between beats when the page comes back quickly', async () => {
    const beat = vi.fn(async (): Promise<HeartbeatAnswer> => 'OK');
    const { heartbeat } = setup(beat);
    heartbeat.start();
    await advance(0);
    await advance(5_000);
    heartbeat.pause();
    await advance(2_000);
    heartbeat.resume();
    await advance(0);
    expect(beat).toHaveBeenCalledTimes(1);
    await advance(7_999);
    expect(beat).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(beat).toHaveBeenCalledTimes(2);
  });

  it('beats at once when the page comes back after more than 15 s', async () => {
    const beat = vi.fn(async (): Promise<HeartbeatAnswer> => 'OK');
    const { heartbeat } = setup(beat);
    heartbeat.start();
    await advance(0);
    heartbeat.pause();
    await advance(60_000);
    expect(beat).toHaveBeenCalledTimes(1);
    heartbeat.resume();
    await advance(0);
    expect(beat).toHaveBeenCalledTimes(2);
  });

  it('does not beat while paused (page hidden)', async () => {
    const beat = vi.fn(async (): Promise<HeartbeatAnswer> => 'OK');
    const { heartbeat } = setup(beat);
    heartbeat.start();
    await advance(0);
    heartbeat.pause();
    await advance(HEARTBEAT_INTERVAL_MS * 5);
    expect(beat).toHaveBeenCalledTimes(1);
  });

  it('stops for good after a 401', async () => {
    const beat = vi.fn(async (): Promise<HeartbeatAnswer> => {
      throw new ApiError(401, 'Session expirée, veuillez vous reconnecter', 'SESSION_EXPIRED');
    });
    const { heartbeat } = setup(beat);
    heartbeat.start();
    await advance(HEARTBEAT_INTERVAL_MS * 5);
    expect(beat).toHaveBeenCalledTimes(1);
    expect(heartbeat.stopReason).toBe('unauthorized');
    heartbeat.resume();
    await advance(HEARTBEAT_INTERVAL_MS * 2);
    expect(beat).toHaveBeenCalledTimes(1);
  });

  it('logs out and stops after CLIENT_DISCONNECTED', async () => {
    const beat = vi.fn(async (): Promise<HeartbeatAnswer> => 'CLIENT_DISCONNECTED');
    const { heartbeat, onDisconnected } = setup(beat);
    heartbeat.start();
    await advance(HEARTBEAT_INTERVAL_MS * 3);
    expect(beat).toHaveBeenCalledTimes(1);
    expect(onDisconnected).toHaveBeenCalledTimes(1);
    expect(heartbeat.stopReason).toBe('disconnected');
  });

  it('stops after 3 failures in a row, a success resetting the count', async () => {
    const answers: (HeartbeatAnswer | Error)[] = [
      new ApiError(503, 'x'),
      new ApiError(0, 'x'),
      'OK',
      new ApiError(502, 'x'),
      new ApiError(504, 'x'),
      new ApiError(500, 'x'),
      'OK',
    ];
    const beat = vi.fn(async (): Promise<HeartbeatAnswer> => {
      const next = answers.shift() ?? 'OK';
      if (next instanceof Error) throw next;
      return next;
    });
    const { heartbeat } = setup(beat);
    heartbeat.start();
    await advance(HEARTBEAT_INTERVAL_MS * 10);
    expect(beat).toHaveBeenCalledTimes(6);
    expect(heartbeat.stopReason).toBe('failures');
  });
});
