import { describe, expect, it } from 'vitest';

import {
  DEFAULT_DURATIONS,
  advance,
  formatClock,
  initialTimer,
  parseDurations,
  parseMinutes,
  pause,
  remainingMs,
  skip,
  start,
  withDurations,
  type Durations,
  type Phase,
  type TimerState,
} from './timer';

const MINUTE = 60_000;
const SECOND = 1_000;

/** A fake clock: the tests move it, and the timer only ever sees what it says. */
function fakeClock(start = Date.UTC(2025, 2, 3, 9, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    tick: (ms: number) => {
      now += ms;
      return now;
    },
  };
}

/** Runs a timer like the page does: a tick every `step` ms for `duration` ms. */
function tickFor(
  state: TimerState,
  clock: ReturnType<typeof fakeClock>,
  duration: number,
  step: number,
  durations: Durations = DEFAULT_DURATIONS,
) {
  const ended: Phase[] = [];
  let current = state;
  for (let elapsed = 0; elapsed < duration; elapsed += step) {
    const result = advance(current, clock.tick(step), durations);
    current = result.state;
    ended.push(...result.ended.map((end) => end.ended));
  }
  return { state: current, ended };
}

describe('the Pomodoro timer', () => {
  it('starts idle on a 25-minute work session', () => {
    const state = initialTimer(DEFAULT_DURATIONS);
    expect(state).toMatchObject({ phase: 'work', status: 'idle', completed: 0 });
    expect(formatClock(remainingMs(state, 0))).toBe('25:00');
  });

  it('counts down from the end time, whatever the ticks', () => {
    const clock = fakeClock();
    const started = clock.now();
    let state = start(initialTimer(DEFAULT_DURATIONS), started);
    ({ state } = tickFor(state, clock, 90 * SECOND, 250));
    expect(formatClock(remainingMs(state, clock.now()))).toBe('23:30');
    // Irregular ticks (a busy page) change nothing: five of 7.3 s are 36.5 s.
    ({ state } = tickFor(state, clock, 30 * SECOND, 7_300));
    expect(clock.now() - started).toBe(90 * SECOND + 36_500);
    expect(remainingMs(state, clock.now())).toBe(25 * MINUTE - 90 * SECOND - 36_500);
    expect(formatClock(remainingMs(state, clock.now()))).toBe('22:54');
  });

  it('stays exact after a jump of 10 minutes, as after a tab in the background', () => {
    const clock = fakeClock();
    const started = clock.now();
    let state = start(initialTimer(DEFAULT_DURATIONS), started);
    ({ state } = tickFor(state, clock, 2 * MINUTE, 1_000));
    // No tick for 10 minutes, then one.
    const { state: woken, ended } = advance(state, clock.tick(10 * MINUTE), DEFAULT_DURATIONS);
    expect(ended).toEqual([]);
    expect(remainingMs(woken, clock.now())).toBe(13 * MINUTE);
    expect(formatClock(remainingMs(woken, clock.now()))).toBe('13:00');
    expect(woken.endsAt).toBe(started + 25 * MINUTE);
  });

  it('after a jump past the end, starts the break at the work’s end, not at the wake-up', () => {
    const clock = fakeClock();
    const started = clock.now();
    let state = start(initialTimer(DEFAULT_DURATIONS), started);
    ({ state } = tickFor(state, clock, 18 * MINUTE, 1_000));
    expect(formatClock(remainingMs(state, clock.now()))).toBe('07:00');
    // No tick for 10 minutes (the tab was in the background), then one.
    const { state: woken, ended } = advance(state, clock.tick(10 * MINUTE), DEFAULT_DURATIONS);
    expect(ended).toEqual([{ ended: 'work', next: 'shortBreak', at: started + 25 * MINUTE }]);
    expect(woken).toMatchObject({ phase: 'shortBreak', status: 'running', completed: 1 });
    // 28 minutes after the start: 2 minutes are left of the 5-minute break that began at 25.
    expect(formatClock(remainingMs(woken, clock.now()))).toBe('02:00');
    const { state: next, ended: more } = advance(woken, clock.tick(2 * MINUTE + SECOND), DEFAULT_DURATIONS);
    expect(more.map((end) => end.ended)).toEqual(['shortBreak']);
    expect(next.phase).toBe('work');
    expect(formatClock(remainingMs(next, clock.now()))).toBe('24:59');
  });

  it('catches up with several phases missed at once', () => {
    const clock = fakeClock();
    const state = start(initialTimer(DEFAULT_DURATIONS), clock.now());
    // 25 + 5 + 25 + 2 minutes later: two work sessions and a break have gone by.
    const { state: woken, ended } = advance(state, clock.tick(57 * MINUTE), DEFAULT_DURATIONS);
    expect(ended.map((end) => end.ended)).toEqual(['work', 'shortBreak', 'work']);
    expect(woken).toMatchObject({ phase: 'shortBreak', completed: 2 });
    expect(formatClock(remainingMs(woken, clock.now()))).toBe('03:00');
  });

  it('keeps the time left through a pause, however long', () => {
    const clock = fakeClock();
    let state = start(initialTimer(DEFAULT_DURATIONS), clock.now());
    ({ state } = tickFor(state, clock, 4 * MINUTE + 30 * SECOND, 500));
    state = pause(state, clock.now());
    expect(state.status).toBe('paused');
    expect(formatClock(remainingMs(state, clock.now()))).toBe('20:30');

    // An hour of pause, ticked or not, takes nothing off.
    ({ state } = tickFor(state, clock, 60 * MINUTE, 1_000));
    expect(advance(state, clock.tick(10 * MINUTE), DEFAULT_DURATIONS).ended).toEqual([]);
    expect(formatClock(remainingMs(state, clock.now()))).toBe('20:30');

    state = start(state, clock.now());
    expect(state.endsAt).toBe(clock.now() + 20 * MINUTE + 30 * SECOND);
    ({ state } = tickFor(state, clock, 30 * SECOND, 250));
    expect(formatClock(remainingMs(state, clock.now()))).toBe('20:00');
  });

  it('pausing or starting twice changes nothing', () => {
    const clock = fakeClock();
    const running = start(initialTimer(DEFAULT_DURATIONS), clock.now());
    expect(start(running, clock.tick(MINUTE))).toBe(running);
    const paused = pause(running, clock.now());
    expect(pause(paused, clock.tick(MINUTE))).toBe(paused);
  });

  it('goes work, short break ×3, then a long break after the fourth work session', () => {
    const clock = fakeClock();
    let state = start(initialTimer(DEFAULT_DURATIONS), clock.now());
    const seen: Phase[] = [];
    // Four full cycles of work and break, ticked every second: 4 × 25 + 3 × 5 + 15 = 130 minutes.
    const result = tickFor(state, clock, 130 * MINUTE, SECOND);
    state = result.state;
    seen.push(...result.ended);
    expect(seen).toEqual([
      'work',
      'shortBreak',
      'work',
      'shortBreak',
      'work',
      'shortBreak',
      'work',
      'longBreak',
    ]);
    expect(state).toMatchObject({ phase: 'work', completed: 4, workInCycle: 0 });
    expect(formatClock(remainingMs(state, clock.now()))).toBe('25:00');
  });

  it('uses the configured lengths', () => {
    const durations: Durations = { work: 50, shortBreak: 10, longBreak: 30 };
    const clock = fakeClock();
    const state = start(initialTimer(durations), clock.now());
    expect(formatClock(remainingMs(state, clock.now()))).toBe('50:00');
    const { state: pausing } = advance(state, clock.tick(50 * MINUTE), durations);
    expect(pausing.phase).toBe('shortBreak');
    expect(formatClock(remainingMs(pausing, clock.now()))).toBe('10:00');
  });

  it('skips to the next phase without counting the skipped work', () => {
    const clock = fakeClock();
    const idle = initialTimer(DEFAULT_DURATIONS);
    const skippedIdle = skip(idle, clock.now(), DEFAULT_DURATIONS);
    expect(skippedIdle).toMatchObject({ phase: 'shortBreak', status: 'idle', completed: 0, workInCycle: 1 });
    expect(formatClock(remainingMs(skippedIdle, clock.now()))).toBe('05:00');

    const running = start(initialTimer(DEFAULT_DURATIONS), clock.now());
    const skipped = skip(running, clock.tick(3 * MINUTE), DEFAULT_DURATIONS);
    expect(skipped).toMatchObject({ phase: 'shortBreak', status: 'running', completed: 0 });
    expect(skipped.endsAt).toBe(clock.now() + 5 * MINUTE);

    const back = skip(skipped, clock.tick(MINUTE), DEFAULT_DURATIONS);
    expect(back).toMatchObject({ phase: 'work', status: 'running' });

    const paused = pause(back, clock.tick(MINUTE));
    expect(skip(paused, clock.now(), DEFAULT_DURATIONS)).toMatchObject({
      phase: 'shortBreak',
      status: 'idle',
    });
  });

  it('the fourth work session, skipped, still leads to the long break', () => {
    let state = initialTimer(DEFAULT_DURATIONS);
    const seen: Phase[] = [];
    for (let index = 0; index < 8; index += 1) {
      state = skip(state, 0, DEFAULT_DURATIONS);
      seen.push(state.phase);
    }
    expect(seen).toEqual([
      'shortBreak',
      'work',
      'shortBreak',
      'work',
      'shortBreak',
      'work',
      'longBreak',
      'work',
    ]);
    expect(state.completed).toBe(0);
  });

  it('applies new lengths to an idle phase at once, to a running one from the next phase', () => {
    const shorter: Durations = { work: 10, shortBreak: 2, longBreak: 20 };
    const idle = withDurations(initialTimer(DEFAULT_DURATIONS), shorter);
    expect(formatClock(remainingMs(idle, 0))).toBe('10:00');

    const clock = fakeClock();
    const running = start(initialTimer(DEFAULT_DURATIONS), clock.now());
    expect(withDurations(running, shorter)).toBe(running);
    const { state } = advance(running, clock.tick(25 * MINUTE), shorter);
    expect(formatClock(remainingMs(state, clock.now()))).toBe('02:00');
  });
});

describe('formatClock', () => {
  it.each([
    [25 * MINUTE, '25:00'],
    [25 * MINUTE - 1, '25:00'],
    [24 * MINUTE + 59 * SECOND, '24:59'],
    [61 * SECOND, '01:01'],
    [999, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [120 * MINUTE, '120:00'],
  ])('%i ms is %s', (ms, shown) => {
    expect(formatClock(ms)).toBe(shown);
  });
});

describe('the lengths typed and stored', () => {
  it.each([
    ['25', 25],
    [' 5 ', 5],
    ['1', 1],
    ['120', 120],
    ['0', null],
    ['121', null],
    ['', null],
    ['2.5', null],
    ['-3', null],
    ['1e2', null],
    ['abc', null],
  ])('%j gives %j', (text, minutes) => {
    expect(parseMinutes(text)).toBe(minutes);
  });

  it('reads back valid stored lengths only', () => {
    expect(parseDurations({ work: 50, shortBreak: 10, longBreak: 30 })).toEqual({
      work: 50,
      shortBreak: 10,
      longBreak: 30,
    });
    expect(parseDurations({ work: 50, shortBreak: 10 })).toBeUndefined();
    expect(parseDurations({ work: 0, shortBreak: 10, longBreak: 30 })).toBeUndefined();
    expect(parseDurations({ work: '25', shortBreak: 10, longBreak: 30 })).toBeUndefined();
    expect(parseDurations(null)).toBeUndefined();
    expect(parseDurations('25')).toBeUndefined();
  });
});
