import { randomUUID } from 'node:crypto';
import type { SessionInfo } from '@trousse/contracts/api/auth/schemas';
import { MAX_LIVE_SESSIONS, SESSION_HOURS, TWO_FACTOR_SESSION_DAYS } from '@trousse/contracts/auth-rules';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../../db/client';
import { type sessions } from '../../db/schema/users';
import { at, type RawRow } from '../../db/sql-helpers';
import type { AccessClaims, AccessTokens } from '../../lib/access-tokens';
import type { Clock } from '../../lib/clock';
import { randomToken, safeEqual, sha256Hex } from '../../lib/crypto';
import { NotifiedCache } from '../../lib/notified-cache';
import type { AuditService } from '../audit/service';
import type { RequestContext } from './context';

export const SESSION_LIFETIME_MS = SESSION_HOURS * 60 * 60 * 1000;
export const TWO_FACTOR_SESSION_LIFETIME_MS = TWO_FACTOR_SESSION_DAYS * 24 * 60 * 60 * 1000;
/** Two tabs refreshing together present the same token; the second one is not a theft. */
export const REFRESH_GRACE_MS = 10_000;

export interface IssuedSession {
  sessionId: string;
  accessToken: string;
  /** Absent when a refresh inside the grace period reuses the session without rotating. */
  refreshToken?: string;
  expiresAt: Date;
}

export type RefreshOutcome = { ok: true; session: IssuedSession } | { ok: false; reuse: boolean };

type SessionRow = RawRow<
  typeof sessions,
  'id' | 'userId' | 'refreshHash' | 'previousRefreshHash' | 'rotatedAt' | 'expiresAt' | 'revokedAt'
>;

/** `<session id>.<256 random bits>`: the id finds the row, the hash of the whole proves it. */
function newRefreshToken(sessionId: string) {
  const token = `${sessionId}.${randomToken(32)}`;
  return { token, hash: sha256Hex(token) };
}

function sessionIdOf(refreshToken: string): string | undefined {
  const [id, secret, ...rest] = refreshToken.split('.');
  if (!id || !secret || rest.length > 0) return undefined;
  return /^[0-9a-f-]{36}$/.test(id) ? id : undefined;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** What the database NOTIFYs with a session's id when it ends (migration 0006). */
export const SESSION_ENDED_CHANNEL = 'trousse_session_ended';
const LIVE_SESSIONS_CACHED = 50_000;

export class SessionService {
  /**
   * The sessions this instance saw live, until the database says one ended (decision 011):
   * every authenticated call checks its session here, and reads it only when unknown.
   */
  readonly live = new NotifiedCache<{ userId: string; expiresAt: number }>(LIVE_SESSIONS_CACHED);

  constructor(
    private readonly db: Db,
    private readonly raw: Database['raw'],
    private readonly clock: Clock,
    private readonly tokens: AccessTokens,
    private readonly audit: AuditService,
    /** Whether other connections write at the same time (PostgreSQL), or one statement runs at a time (PGlite). */
    private readonly concurrentWriters: boolean,
  ) {}

  /**
   * Opens a session and, in the same call, ends the oldest live ones beyond MAX_LIVE_SESSIONS.
   * For a sign-in (`signIn`), the same call also clears the account's failures and any lock
   * (settling the try taken by the code check when `releaseCheck`), logs the sign-in and
   * remembers the device, telling whether it is new: a sign-in is two round trips in all (the
   * try, then this), because PGlite runs SQL on the event loop, beside argon2.
   *
   * PGlite runs one call at a time: it sees every session. On PostgreSQL, sign-ins of one
   * account take the user's row lock first, in a transaction, so the call that follows sees
   * every session committed before it: the cap holds under concurrency.
   */
  async create(
    userId: string,
    context: RequestContext,
    options: { twoFactor: boolean; signIn?: { releaseCheck: boolean } },
    db: Db = this.db,
  ): Promise<IssuedSession & { newDevice: boolean }> {
    const now = this.clock.now();
    const sessionId = randomUUID();
    const refresh = newRefreshToken(sessionId);
    const lifetime = options.twoFactor ? TWO_FACTOR_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS;
    const expiresAt = new Date(now.getTime() + lifetime);
    // One call (migration 0008): its statements are planned once per connection.
    const params = [
      sessionId,
      userId,
      refresh.hash,
      now.toISOString(),
      expiresAt.toISOString(),
      context.deviceHash,
      context.deviceLabel,
      context.ip,
      context.device,
      options.signIn !== undefined,
      options.signIn?.releaseCheck ? 1 : 0,
      MAX_LIVE_SESSIONS,
    ];
    const open = (executor: Db) =>
      queryRows<{ new_device: boolean }>(
        executor,
        sql`select trousse_open_session(${sql.join(
          params.map((param) => sql`${param}`),
          sql`, `,
        )}) as new_device`,
      );
    const [opened] =
      db !== this.db
        ? // Inside the caller's transaction, which created this user (nobody else can sign in yet).
          await open(db)
        : this.concurrentWriters
          ? await db.transaction(async (tx) => {
              await tx.execute(sql`select id from users where id = ${userId} for update`);
              return open(tx);
            })
          : // PGlite: one call at a time, straight to the driver (no query to build, no row to map).
            await this.raw<{ new_device: boolean }>(
              `select trousse_open_session(${params.map((_, i) => `$${i + 1}`).join(', ')}) as new_device`,
              params,
            );

    return {
      sessionId,
      accessToken: this.tokens.sign({ userId, sessionId }),
      refreshToken: refresh.token,
      expiresAt,
      newDevice: opened?.new_device === true,
    };
  }

  /**
   * Rotates the refresh token. Any token of the session older than the current one, outside
   * the two-tab grace, is a stolen copy coming back: the whole session ends (ASVS 10.4.5).
   */
  async refresh(refreshToken: string | undefined, context: RequestContext): Promise<RefreshOutcome> {
    const sessionId = refreshToken ? sessionIdOf(refreshToken) : undefined;
    if (!refreshToken || !sessionId) return { ok: false, reuse: false };
    const now = this.clock.now();
    const presented = sha256Hex(refreshToken);
    const next = newRefreshToken(sessionId);

    // The token rotated away joins the session's retired ones in the same statement.
    const [rotated] = await queryRows<{ user_id: string; expires_at: Date | string }>(
      this.db,
      sql`
      with rotated as (
        update sessions
        set refresh_hash = ${next.hash}, previous_refresh_hash = refresh_hash, rotated_at = ${at(now)},
            last_seen_at = ${at(now)}, away_at = null, ip = coalesce(${context.ip}, ip)
        where id = ${sessionId} and refresh_hash = ${presented} and revoked_at is null and expires_at > ${at(now)}
        returning user_id, expires_at
      ),
      retired as (
        insert into retired_refresh_tokens (token_hash, session_id, retired_at)
        select ${presented}, ${sessionId}, ${at(now)} from rotated
        on conflict (token_hash) do nothing
      )
      select user_id, expires_at from rotated`,
    );
    if (rotated) {
      return {
        ok: true,
        session: {
          sessionId,
          accessToken: this.tokens.sign({ userId: rotated.user_id, sessionId }),
          refreshToken: next.token,
          expiresAt: toDate(rotated.expires_at),
        },
      };
    }

    const [row] = await queryRows<SessionRow & { retired: boolean }>(
      this.db,
      sql`select s.*, exists (select 1 from retired_refresh_tokens r
                              where r.token_hash = ${presented} and r.session_id = s.id) as retired
          from sessions s where s.id = ${sessionId}`,
    );
    if (!row || row.revoked_at || toDate(row.expires_at) <= now || !row.retired)
      return { ok: false, reuse: false };

    const rotatedAt = row.rotated_at ? toDate(row.rotated_at).getTime() : 0;
    const isPrevious = row.previous_refresh_hash !== null && safeEqual(row.previous_refresh_hash, presented);
    if (isPrevious && now.getTime() - rotatedAt <= REFRESH_GRACE_MS) {
      // The other tab already rotated: hand out an access token, keep its new cookie.
      return {
        ok: true,
        session: {
          sessionId,
          accessToken: this.tokens.sign({ userId: row.user_id, sessionId }),
          expiresAt: toDate(row.expires_at),
        },
      };
    }

    // A token rotated away earlier came back: someone kept a copy. End the session.
    const revoked = await this.revoke(sessionId, 'reuse');
    if (revoked) await this.audit.record(row.user_id, 'session.reuse_detected', now, context);
    return { ok: false, reuse: true };
  }

  /**
   * Logout by the refresh cookie: only a token this session really issued (its current one, or
   * one it rotated away) ends it; a forged or foreign one changes nothing.
   */
  async revokeByRefreshToken(refreshToken: string, reason: string): Promise<string | undefined> {
    const sessionId = sessionIdOf(refreshToken);
    if (!sessionId) return undefined;
    const presented = sha256Hex(refreshToken);
    const [row] = await queryRows<{ user_id: string }>(
      this.db,
      sql`
      update sessions s set revoked_at = ${at(this.clock.now())}, revoked_reason = ${reason}
      where s.id = ${sessionId} and s.revoked_at is null
        and (s.refresh_hash = ${presented}
             or exists (select 1 from retired_refresh_tokens r where r.token_hash = ${presented} and r.session_id = s.id))
      returning s.user_id`,
    );
    this.live.invalidate(sessionId);
    return row?.user_id;
  }

  /**
   * Logout: ends the session of the refresh cookie, only if it is a token that session issued,
   * and the one the bearer token names (being signed, it names its own); logs each ended.
   */
  async logout(
    presented: { refreshToken?: string; claims?: AccessClaims },
    context: RequestContext,
  ): Promise<void> {
    const ended = [
      presented.refreshToken ? await this.revokeByRefreshToken(presented.refreshToken, 'logout') : undefined,
      presented.claims ? await this.revoke(presented.claims.sessionId, 'logout') : undefined,
    ];
    for (const userId of ended)
      if (userId) await this.audit.record(userId, 'session.ended', this.clock.now(), context);
  }

  /** Ends a session; returns its user id if it was live. */
  async revoke(sessionId: string, reason: string, userId?: string): Promise<string | undefined> {
    const now = this.clock.now();
    const [row] = await queryRows<{ user_id: string }>(
      this.db,
      sql`
      update sessions set revoked_at = ${at(now)}, revoked_reason = ${reason}
      where id = ${sessionId} and revoked_at is null ${userId ? sql`and user_id = ${userId}` : sql``}
      returning user_id`,
    );
    this.live.invalidate(sessionId);
    return row?.user_id;
  }

  /** Ends every live session of the user, but `keep` (the one making the change) when given. */
  async revokeAllForUser(userId: string, reason: string, db: Db = this.db, keep?: string): Promise<void> {
    await db.execute(sql`
      update sessions set revoked_at = ${at(this.clock.now())}, revoked_reason = ${reason}
      where user_id = ${userId} and revoked_at is null ${keep ? sql`and id <> ${keep}` : sql``}`);
    this.live.invalidateWhere((session) => session.userId === userId);
  }

  /**
   * Whether the session is live and the user's: from this instance's copy when it has one, which
   * the database's notification removes the moment the session ends; otherwise read, and kept.
   */
  async liveUser(sessionId: string, userId: string): Promise<boolean> {
    const now = this.clock.now().getTime();
    const known = this.live.get(sessionId);
    if (known) return known.userId === userId && known.expiresAt > now;
    const epoch = this.live.epoch();
    // Runs on every authenticated call this instance has not seen yet: straight to the driver.
    const [row] = await this.raw<RawRow<typeof sessions, 'userId' | 'expiresAt'>>(
      'select user_id, expires_at from sessions where id = $1 and revoked_at is null',
      [sessionId],
    );
    if (!row) return false;
    const session = { userId: row.user_id, expiresAt: toDate(row.expires_at).getTime() };
    if (session.expiresAt > now) this.live.set(sessionId, session, epoch);
    return session.userId === userId && session.expiresAt > now;
  }

  /** Heartbeat: records last-seen; false when the session is no longer live. */
  async touch(sessionId: string, userId: string): Promise<boolean> {
    const now = this.clock.now();
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`update sessions set last_seen_at = ${at(now)}, away_at = null
          where id = ${sessionId} and user_id = ${userId} and revoked_at is null and expires_at > ${at(now)}
          returning id`,
    );
    return rows.length > 0;
  }

  /** The page was hidden: the session stays valid, only marked away. */
  async markAway(sessionId: string, userId: string): Promise<void> {
    await this.db.execute(
      sql`update sessions set away_at = ${at(this.clock.now())} where id = ${sessionId} and user_id = ${userId} and revoked_at is null`,
    );
  }

  async list(userId: string, currentSessionId: string): Promise<SessionInfo[]> {
    const rows = await queryRows<
      RawRow<typeof sessions, 'id' | 'deviceLabel' | 'ip' | 'createdAt' | 'lastSeenAt' | 'expiresAt'>
    >(
      this.db,
      sql`select id, device_label, ip, created_at, last_seen_at, expires_at from sessions
          where user_id = ${userId} and revoked_at is null and expires_at > ${at(this.clock.now())}
          order by created_at desc, id desc`,
    );
    return rows.map((row) => ({
      id: row.id,
      current: row.id === currentSessionId,
      device: row.device_label,
      ip: row.ip,
      createdAt: toDate(row.created_at).toISOString(),
      lastSeenAt: toDate(row.last_seen_at).toISOString(),
      expiresAt: toDate(row.expires_at).toISOString(),
    }));
  }
}
