import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { EventLoopPressure, QueueWait } from './pressure';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function busyFor(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* the event loop is held */
  }
}

describe('QueueWait', () => {
  it('admits while the work ahead stays under the limit, then refuses with the 503 and Retry-After', () => {
    const wait = new QueueWait(2, 2_000);
    wait.record(100);
    // 39 ahead + this one, 100 ms each, 2 at a time: 2 s.
    expect(() => wait.admit(39)).not.toThrow();
    let refused: unknown;
    try {
      wait.admit(40);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 503,
      message: 'Service momentanément indisponible',
      code: 'SERVICE_UNAVAILABLE',
      retryAfter: 3,
    });
  });

  it('follows the recent durations, a tenth at a time', () => {
    const wait = new QueueWait(1, 1_000);
    wait.record(10);
    for (let i = 0; i < 50; i++) wait.record(200);
    expect(() => wait.admit(4)).not.toThrow();
    expect(() => wait.admit(5)).toThrow(HttpError);
  });

  it('admits everything before any task has finished', () => {
    expect(() => new QueueWait(1, 1).admit(1_000)).not.toThrow();
  });
});

describe('EventLoopPressure', () => {
  it('is overloaded while the event loop is held, and recovers', async () => {
    const changes: boolean[] = [];
    const pressure = new EventLoopPressure((overloaded) => changes.push(overloaded), 60, 100);
    try {
      await sleep(250);
      expect(pressure.overloaded).toBe(false);
      // Every turn of the loop takes 300 ms for about a second.
      const until = performance.now() + 900;
      while (performance.now() < until) {
        busyFor(300);
        await new Promise((resolve) => setImmediate(resolve));
      }
      await sleep(0);
      expect(pressure.overloaded).toBe(true);
      await sleep(400);
      expect(pressure.overloaded).toBe(false);
      expect(changes).toEqual([true, false]);
    } finally {
      pressure.close();
    }
  });
});
