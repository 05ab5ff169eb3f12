import {
  alertKeys,
  type AlertKey,
  type AlertListResponse,
  type SystemAlert,
} from '@trousse/contracts/api/alerts/schemas';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../../db/client';
import type { systemAlerts } from '../../db/schema';
import { at, type RawRow } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';

export type AlertType = SystemAlert['type'];
export type AlertAudience = (typeof systemAlerts.$inferSelect)['audience'];

/** An alert as stored, for the operators' command line. */
export interface StoredAlert {
  id: string;
  type: AlertType;
  messageKey: string | null;
  title: string;
  message: string;
  audience: AlertAudience;
  startsAt: Date;
  expiresAt: Date;
}

export interface NewAlert {
  type: AlertType;
  messageKey: AlertKey | null;
  title: string;
  message: string;
  audience: AlertAudience;
  startsAt: Date;
  expiresAt: Date;
}

type Row = RawRow<
  typeof systemAlerts,
  'id' | 'type' | 'messageKey' | 'title' | 'message' | 'audience' | 'startsAt' | 'expiresAt'
>;
type LiveRow = Omit<Row, 'audience' | 'starts_at'>;

/** More would only be an operator's mistake: the dashboards never get a wall of banners. */
export const MAX_LIVE_ALERTS = 20;

// The most serious first, then the most recently started: what a banner shows first.
const liveColumns = `select id, type, message_key, title, message, expires_at from system_alerts
  where expires_at > $1::timestamptz and starts_at <= $1::timestamptz`;
const liveOrder = `order by case type when 'ERROR' then 0 when 'WARNING' then 1 when 'INFO' then 2 else 3 end,
  starts_at desc, created_at desc limit ${MAX_LIVE_ALERTS}`;
const liveForEveryone = `${liveColumns} and audience = 'all' ${liveOrder}`;
const liveForSignedIn = `${liveColumns} ${liveOrder}`;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const isAlertKey = (key: string | null): key is AlertKey => alertKeys.includes(key as AlertKey);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function stored(row: Row): StoredAlert {
  return {
    id: row.id,
    type: row.type,
    messageKey: row.message_key,
    title: row.title,
    message: row.message,
    audience: row.audience,
    startsAt: toDate(row.starts_at),
    expiresAt: toDate(row.expires_at),
  };
}

/**
 * System alerts (part 2 §3): written by operators from the command line, read by every open
 * dashboard every 10 s. Read from the database on each call, in one indexed query, so that an
 * alert written anywhere shows on every instance at its next poll.
 */
export class AlertsService {
  constructor(
    private readonly db: Db,
    private readonly raw: Database['raw'],
    private readonly clock: Clock,
  ) {}

  /** The alerts live now: audience 'all' only for visitors, both audiences when signed in. */
  async live(signedIn: boolean): Promise<AlertListResponse> {
    const now = this.clock.now();
    // Polled by every dashboard: straight to the driver.
    const rows = await this.raw<LiveRow>(signedIn ? liveForSignedIn : liveForEveryone, [now.toISOString()]);
    const alerts = rows.map((row): SystemAlert => {
      const expiresAt = toDate(row.expires_at);
      // Rounded up: an alert with 30 s left still says 1 minute, never 0.
      const duration = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000));
      const fill = (text: string) => text.replaceAll('{duration}', String(duration));
      return {
        id: row.id,
        type: row.type,
        title: fill(row.title),
        message: fill(row.message),
        // A key the contract does not know (written by hand in SQL) reads as free text.
        messageKey: isAlertKey(row.message_key) ? row.message_key : null,
        expiresAt: expiresAt.toISOString(),
        duration,
      };
    });
    return { alerts, hasActiveAlerts: alerts.length > 0 };
  }

  async create(alert: NewAlert): Promise<StoredAlert> {
    const [row] = await queryRows<Row>(
      this.db,
      sql`insert into system_alerts (type, message_key, title, message, audience, starts_at, expires_at, created_at)
          values (${alert.type}, ${alert.messageKey}, ${alert.title}, ${alert.message}, ${alert.audience},
                  ${at(alert.startsAt)}, ${at(alert.expiresAt)}, ${at(this.clock.now())})
          returning id, type, message_key, title, message, audience, starts_at, expires_at`,
    );
    return stored(row!);
  }

  /** The alerts live now or still to come, soonest to end first. */
  async list(): Promise<StoredAlert[]> {
    const rows = await queryRows<Row>(
      this.db,
      sql`select id, type, message_key, title, message, audience, starts_at, expires_at from system_alerts
          where expires_at > ${at(this.clock.now())} order by starts_at, expires_at, created_at`,
    );
    return rows.map(stored);
  }

  /**
   * Ends an alert now; one already over keeps its expiry. Undefined when no alert has that id
   * (a malformed id included: it names none).
   */
  async expire(id: string): Promise<StoredAlert | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await queryRows<Row>(
      this.db,
      sql`update system_alerts set expires_at = least(expires_at, ${at(this.clock.now())}) where id = ${id}
          returning id, type, message_key, title, message, audience, starts_at, expires_at`,
    );
    return row ? stored(row) : undefined;
  }
}
