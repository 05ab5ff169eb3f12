/** Time is injected so that tests move it instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to; for tests. */
export class ManualClock implements Clock {
  #now: number;
  constructor(start: Date | string = '2026-01-15T10:00:00Z') {
    this.#now = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#now);
  }
  advance(ms: number): void {
    this.#now += ms;
  }
  set(at: Date | string): void {
    this.#now = new Date(at).getTime();
  }
}
