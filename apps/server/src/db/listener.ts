import pg from 'pg';

export type NoticeHandler = (channel: string, payload: string) => void;
/** true once notifications reach this instance; false whenever some may have been missed. */
export type ListeningHandler = (listening: boolean) => void;

const RETRY_MIN_MS = 200;
const RETRY_MAX_MS = 5_000;

/**
 * One PostgreSQL connection of its own, outside the pool, that LISTENs on `channels` for as
 * long as the instance runs. When it is lost (a restart, a failover, pg_terminate_backend) it
 * says so at once, then connects again with a growing delay, and says so again once listening.
 */
export class PostgresListener {
  #client: pg.Client | undefined;
  #stopped = false;
  #retryMs = RETRY_MIN_MS;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channels: readonly string[],
    private readonly onNotice: NoticeHandler,
    private readonly onListening: ListeningHandler,
    private readonly onLost: (error: unknown) => void,
  ) {
    for (const channel of channels)
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  }

  /** Resolves after the first attempt, listening or not: a later attempt may succeed. */
  async start(): Promise<void> {
    await this.#connect();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const client = new pg.Client(this.config);
    let lost = false;
    const onGone = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.#client === client) this.#client = undefined;
      client.end().catch(() => {});
      if (this.#stopped) return;
      this.onListening(false);
      if (error) this.onLost(error);
      this.#timer = setTimeout(() => void this.#connect(), this.#retryMs);
      this.#timer.unref();
      this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
    };
    client.on('notification', (message) => this.onNotice(message.channel, message.payload ?? ''));
    client.on('error', (error) => onGone(error));
    client.on('end', () => onGone());
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`listen ${channel}`);
    } catch (error) {
      onGone(error);
      return;
    }
    if (lost) return;
    if (this.#stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#retryMs = RETRY_MIN_MS;
    this.onListening(true);
  }
}
