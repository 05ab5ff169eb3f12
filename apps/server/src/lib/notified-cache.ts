/**
 * An in-memory copy of database rows that stays valid until the database says it changed: a
 * trigger NOTIFYs on every change, and each instance listening drops its copy (decision 011).
 *
 * - Entries are kept only while this instance is listening: when the listening connection is
 *   lost, notifications may be missed, so everything is dropped and reads go to the database
 *   until it listens again.
 * - A read that started before a change and ends after it must not be kept: `epoch()` is taken
 *   before reading, and `set` ignores a value read under an older epoch.
 * - At most `maxEntries` are kept; the oldest goes first.
 */
export class NotifiedCache<Value> {
  readonly #entries = new Map<string, Value>();
  #epoch = 0;
  #listening = false;

  constructor(private readonly maxEntries: number) {}

  get(key: string): Value | undefined {
    return this.#entries.get(key);
  }

  /** Take before reading the database; give to `set` with what was read. */
  epoch(): number {
    return this.#epoch;
  }

  set(key: string, value: Value, epoch: number): void {
    if (!this.#listening || epoch !== this.#epoch) return;
    if (this.#entries.size >= this.maxEntries && !this.#entries.has(key))
      this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, value);
  }

  /** `key` changed (or may have): its copy goes, and reads in flight are not kept. */
  invalidate(key: string): void {
    this.#epoch++;
    this.#entries.delete(key);
  }

  /** Drops every entry whose value matches, e.g. all the sessions of one user. */
  invalidateWhere(matches: (value: Value) => boolean): void {
    this.#epoch++;
    for (const [key, value] of this.#entries) if (matches(value)) this.#entries.delete(key);
  }

  /** Whether notifications reach this instance; either way, what was kept is dropped. */
  setListening(listening: boolean): void {
    this.#epoch++;
    this.#entries.clear();
    this.#listening = listening;
  }

  get listening(): boolean {
    return this.#listening;
  }

  get size(): number {
    return this.#entries.size;
  }
}
