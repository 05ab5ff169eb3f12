/**
 * The Pomodoro timer's rules, with no clock of its own: every function that needs the time is
 * given `now` (ms since the epoch, as Date.now() says). A running phase keeps the moment it ends,
 * never a count of ticks, so the time left stays exact however rarely the page is woken (a tab
 * in the background is ticked once a minute at best).
 */

export const phases = ['work', 'shortBreak', 'longBreak'] as const;
export type Phase = (typeof phases)[number];

/** Each phase's length, in whole minutes. */
export type Durations = Record<Phase, number>;

export const DEFAULT_DURATIONS: Durations = { work: 25, shortBreak: 5, longBreak: 15 };
export const MIN_MINUTES = 1;
export const MAX_MINUTES = 120;
/** A long break comes after every fourth work session. */
export const LONG_BREAK_EVERY = 4;

export type TimerStatus = 'idle' | 'running' | 'paused';

export interface TimerState {
  phase: Phase;
  status: TimerStatus;
  /** Work sessions that ran to their end (a skipped one does not count). */
  completed: number;
  /** Work sessions ended, run out or skipped, since the last long break: picks the next break. */
  workInCycle: number;
  /** While running: when the phase ends. */
  endsAt: number | null;
  /** While idle or paused: what is left of the phase, in ms. */
  remainingMs: number;
}

/** A phase that ended, and when. */
export interface PhaseEnd {
  ended: Phase;
  next: Phase;
  at: number;
}

/** Whether a number of minutes is a length the timer accepts. */
export function isValidMinutes(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_MINUTES && value <= MAX_MINUTES;
}

/** Minutes typed in a field: the number, or null when it is not a whole number in range. */
export function parseMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return isValidMinutes(value) ? value : null;
}

/** A stored value as durations, or undefined when any of them is missing or out of range. */
export function parseDurations(value: unknown): Durations | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const durations = {} as Durations;
  for (const phase of phases) {
    const minutes = record[phase];
    if (typeof minutes !== 'number' || !isValidMinutes(minutes)) return undefined;
    durations[phase] = minutes;
  }
  return durations;
}

export function phaseMs(phase: Phase, durations: Durations): number {
  const minutes = durations[phase];
  // Stored durations are checked; a bad one still never makes a phase of zero (an endless loop).
  const safe = isValidMinutes(minutes) ? minutes : DEFAULT_DURATIONS[phase];
  return safe * 60_000;
}

export function initialTimer(durations: Durations): TimerState {
  return {
    phase: 'work',
    status: 'idle',
    completed: 0,
    workInCycle: 0,
    endsAt: null,
    remainingMs: phaseMs('work', durations),
  };
}

/** What is left of the current phase at `now`, in ms (never below 0). */
export function remainingMs(state: TimerState, now: number): number {
  if (state.status === 'running' && state.endsAt !== null) return Math.max(0, state.endsAt - now);
  return state.remainingMs;
}

/** Starts an idle phase, or resumes a paused one: it ends what was left of it after `now`. */
export function start(state: TimerState, now: number): TimerState {
  if (state.status === 'running') return state;
  return { ...state, status: 'running', endsAt: now + state.remainingMs };
}

/** Stops the clock, keeping what is left of the phase. */
export function pause(state: TimerState, now: number): TimerState {
  if (state.status !== 'running') return state;
  return { ...state, status: 'paused', endsAt: null, remainingMs: remainingMs(state, now) };
}

/** The counters and phase after `state.phase` ends (`ranOut`: it was not skipped). */
function following(
  state: TimerState,
  ranOut: boolean,
): Pick<TimerState, 'phase' | 'completed' | 'workInCycle'> {
  if (state.phase !== 'work')
    return { phase: 'work', completed: state.completed, workInCycle: state.workInCycle };
  const workInCycle = state.workInCycle + 1;
  const completed = state.completed + (ranOut ? 1 : 0);
  return workInCycle >= LONG_BREAK_EVERY
    ? { phase: 'longBreak', completed, workInCycle: 0 }
    : { phase: 'shortBreak', completed, workInCycle };
}

/**
 * Brings a running timer up to `now`: each phase whose end has passed gives way to the next,
 * which starts at that end (not at `now`), so that a long sleep of the page loses no time.
 * Returns the phases that ended, oldest first.
 */
export function advance(
  state: TimerState,
  now: number,
  durations: Durations,
): { state: TimerState; ended: PhaseEnd[] } {
  const ended: PhaseEnd[] = [];
  let current = state;
  while (current.status === 'running' && current.endsAt !== null && current.endsAt <= now) {
    const at = current.endsAt;
    const next = following(current, true);
    ended.push({ ended: current.phase, next: next.phase, at });
    current = { ...current, ...next, endsAt: at + phaseMs(next.phase, durations) };
  }
  return { state: current, ended };
}

/**
 * Ends the current phase now and moves to the next one: running, it starts at once; idle or
 * paused, it waits, whole, for Start. A skipped work session is not counted as completed.
 */
export function skip(state: TimerState, now: number, durations: Durations): TimerState {
  const next = following(state, false);
  const length = phaseMs(next.phase, durations);
  return state.status === 'running'
    ? { ...state, ...next, endsAt: now + length, remainingMs: length }
    : { ...state, ...next, status: 'idle', endsAt: null, remainingMs: length };
}

/** New lengths: an idle phase takes its new length at once, others from the next phase on. */
export function withDurations(state: TimerState, durations: Durations): TimerState {
  return state.status === 'idle' ? { ...state, remainingMs: phaseMs(state.phase, durations) } : state;
}

/** "mm:ss", whole seconds rounded up: a phase shows its full length when it starts, 00:00 at its end. */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
