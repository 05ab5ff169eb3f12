import { habitsErrors } from '@trousse/contracts/api/habits/errors';
import type { Habit, HabitsList } from '@trousse/contracts/api/habits/schemas';
import { syncedErrors } from '@trousse/contracts/api/synced-errors';
import { addDays, dayInZone, daysBetween, type HabitDay } from '@trousse/contracts/habit-streaks';
import { HABIT_CHECK_PAST_DAYS, HABIT_HISTORY_DAYS, HABITS_MAX } from '@trousse/contracts/personal-tools';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { habitChecks, habits } from '../../db/schema/personal-tools';
import { at, type RawRow } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import { fail } from '../../lib/http-error';

/**
 * The first key of the two-key advisory lock taken per account while a habit is created: apart
 * from the one-key locks of migrations and jobs, and from the other tools' spaces.
 */
const HABITS_LOCK_SPACE = 7_245_131;

type HabitRow = RawRow<typeof habits, 'id' | 'name' | 'dailyTarget' | 'version' | 'createdAt' | 'updatedAt'>;

const iso = (value: Date | string) => new Date(value).toISOString();

const habitOf = (row: HabitRow): Habit => ({
  id: row.id,
  name: row.name,
  dailyTarget: row.daily_target,
  version: row.version,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/**
 * The habit tracker of an account (decision 026): habits with ids made by the browser and a
 * version each, HABITS_MAX per account counted in SQL under a lock per account, and each day's
 * count on the person's own calendar (their time zone, sent with each call).
 */
export class HabitsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Today in that zone, by the server's clock: the last day a check may name. */
  today(timeZone: string): string {
    return dayInZone(this.clock.now(), timeZone);
  }

  /** The account's habits, oldest first, each with its checks of the last year: one statement. */
  async list(userId: string, timeZone: string): Promise<HabitsList> {
    const today = this.today(timeZone);
    const from = addDays(today, -(HABIT_HISTORY_DAYS - 1));
    const rows = await queryRows<HabitRow & { checks: HabitDay[] }>(
      this.db,
      sql`select ${habits.id}, ${habits.name}, ${habits.dailyTarget}, ${habits.version},
                 ${habits.createdAt}, ${habits.updatedAt},
                 coalesce((select json_agg(json_build_object('day', c.day, 'count', c.count) order by c.day)
                           from ${habitChecks} c
                           where c.habit_id = ${habits.id} and c.day between ${from}::date and ${today}::date),
                          '[]'::json) as checks
          from ${habits}
          where ${habits.userId} = ${userId}
          order by ${habits.createdAt}, ${habits.id}`,
    );
    return {
      today,
      habits: rows.map((row) => ({
        ...habitOf(row),
        checks: row.checks.map((check) => ({ day: String(check.day).slice(0, 10), count: check.count })),
      })),
    };
  }

  /**
   * Creates the habit, or finds it when this creation was already made (its answer lost): the
   * same habit, never a second one. An id of another account's habit is a 404. Past HABITS_MAX: 422.
   */
  async create(userId: string, input: { id: string; name: string; dailyTarget: number }): Promise<Habit> {
    const now = at(this.clock.now());
    return this.db.transaction(async (tx) => {
      // Concurrent creations of one account, on any instance, queue here: the count below then
      // sees every habit committed before it.
      await tx.execute(sql`select pg_advisory_xact_lock(${HABITS_LOCK_SPACE}::int, hashtext(${userId}))`);
      const [state] = await queryRows<{ owner: string | null; n: number }>(
        tx,
        sql`select (select ${habits.userId} from ${habits} where ${habits.id} = ${input.id}) as owner,
                   (select count(*)::int from ${habits} where ${habits.userId} = ${userId}) as n`,
      );
      if (state?.owner == null) {
        if ((state?.n ?? 0) >= HABITS_MAX) throw fail(habitsErrors.limitReached);
        await tx.execute(
          sql`insert into ${habits} (id, user_id, name, daily_target, version, created_at, updated_at)
              values (${input.id}, ${userId}, ${input.name}, ${input.dailyTarget}, 1, ${now}, ${now})
              on conflict (id) do nothing`,
        );
      }
      const [row] = await this.#read(tx, userId, input.id);
      if (!row) throw fail(syncedErrors.itemNotFound);
      return habitOf(row);
    });
  }

  /**
   * Renames the habit or changes its target when it is still at `version`; otherwise 409 with
   * the habit as it is now. A field not sent keeps its value.
   */
  async update(
    userId: string,
    id: string,
    input: { version: number; name?: string | undefined; dailyTarget?: number | undefined },
  ): Promise<Habit> {
    const [updated] = await queryRows<HabitRow>(
      this.db,
      sql`update ${habits}
          set name = coalesce(${input.name ?? null}::text, ${habits.name}),
              daily_target = coalesce(${input.dailyTarget ?? null}::int, ${habits.dailyTarget}),
              version = ${habits.version} + 1, updated_at = ${at(this.clock.now())}
          where ${habits.id} = ${id} and ${habits.userId} = ${userId} and ${habits.version} = ${input.version}
          returning id, name, daily_target, version, created_at, updated_at`,
    );
    if (updated) return habitOf(updated);
    const [current] = await this.#read(this.db, userId, id);
    if (!current) throw fail(syncedErrors.itemNotFound);
    throw fail(syncedErrors.versionConflict, { current: habitOf(current) });
  }

  /** Deletes the habit and its checks; one already gone (or never the account's) is no error. */
  async remove(userId: string, id: string): Promise<void> {
    await this.db.execute(
      sql`delete from ${habits} where ${habits.id} = ${id} and ${habits.userId} = ${userId}`,
    );
  }

  /**
   * Sets the habit's count on one of the person's days (0 removes the day): set, not added, so
   * that a check sent twice counts once. The day must be today or one of the HABIT_CHECK_PAST_DAYS
   * before it, in the person's zone. A count above the habit's target is kept at the target (the
   * target may have been lowered on another device while this check waited).
   */
  async check(
    userId: string,
    id: string,
    input: { day: string; count: number; timeZone: string },
  ): Promise<HabitDay> {
    const back = daysBetween(input.day, this.today(input.timeZone));
    if (back < 0 || back > HABIT_CHECK_PAST_DAYS) throw fail(habitsErrors.dayOutOfRange);
    const now = at(this.clock.now());
    const [result] = await queryRows<{ found: number; count: number | null }>(
      this.db,
      input.count === 0
        ? sql`with habit as (select ${habits.id} from ${habits} where ${habits.id} = ${id} and ${habits.userId} = ${userId}),
                   removed as (delete from ${habitChecks} where habit_id in (select id from habit) and day = ${input.day}::date
                               returning 1)
              select (select count(*)::int from habit) as found, 0 as count, (select count(*) from removed) as removed`
        : sql`with habit as (select ${habits.id}, ${habits.dailyTarget} from ${habits}
                             where ${habits.id} = ${id} and ${habits.userId} = ${userId}),
                   saved as (insert into ${habitChecks} (habit_id, user_id, day, count, updated_at)
                             select id, ${userId}, ${input.day}::date, least(${input.count}::int, daily_target), ${now}
                             from habit
                             on conflict (habit_id, day) do update set count = excluded.count, updated_at = excluded.updated_at
                             returning count)
              select (select count(*)::int from habit) as found, (select count from saved) as count`,
    );
    if (!result || result.found === 0) throw fail(syncedErrors.itemNotFound);
    return { day: input.day, count: result.count ?? 0 };
  }

  #read(db: Db, userId: string, id: string): Promise<HabitRow[]> {
    return queryRows<HabitRow>(
      db,
      sql`select id, name, daily_target, version, created_at, updated_at
          from ${habits} where ${habits.id} = ${id} and ${habits.userId} = ${userId}`,
    );
  }
}
