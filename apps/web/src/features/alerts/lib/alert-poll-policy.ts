/** The dashboard's alert checks (part 2 §4): every 10 s, never twice within 2 s. */
export const ALERT_POLL_MS = 10_000;
export const ALERT_MIN_GAP_MS = 2_000;
/** Consecutive failures after which the checks stop (a 401 stops them at once). */
export const ALERT_MAX_ERRORS = 3;

/**
 * When the dashboard checks the alerts: not while the page is hidden, not within 2 s of the last
 * call, and never again after a 401 or after 3 failures in a row. Plain TypeScript with an
 * injected clock, so the rules are tested without a browser.
 */
export class AlertPollPolicy {
  #lastCallAt = Number.NEGATIVE_INFINITY;
  #errors = 0;
  #stopped = false;

  constructor(private readonly now: () => number) {}

  get stopped(): boolean {
    return this.#stopped;
  }

  /** Whether to call now; true also marks the call as made. */
  take(pageHidden: boolean): boolean {
    if (this.#stopped || pageHidden) return false;
    const now = this.now();
    if (now - this.#lastCallAt < ALERT_MIN_GAP_MS) return false;
    this.#lastCallAt = now;
    return true;
  }

  succeeded(): void {
    this.#errors = 0;
  }

  /** A failed call: `status` 401 stops for good, as do 3 failures in a row. */
  failed(status: number): void {
    this.#errors += 1;
    if (status === 401 || this.#errors >= ALERT_MAX_ERRORS) this.#stopped = true;
  }
}
