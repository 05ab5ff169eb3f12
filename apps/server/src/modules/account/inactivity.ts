import { INACTIVITY_MONTHS, INACTIVITY_NOTICE_DAYS } from '@trousse/contracts/auth-rules';
import type { Language } from '@trousse/contracts/language';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from '../../db/client';
import { at } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { metrics } from '../../lib/metrics';
import { inactivityNoticeMail } from '../mail/mails';
import { removeExpiredRecords, type RetentionResult } from './retention';
import type { AccountService } from './service';

/** How often an instance runs the job (once cluster-wide at a time: an advisory lock). */
export const INACTIVITY_SWEEP_MS = 24 * 60 * 60 * 1000;
/** The job's advisory lock. */
const SWEEP_LOCK_KEY = 7_245_118_332;
/**
 * Accounts read per look. Notices: one look per run, a backlog is worked through over the next
 * runs. Deletions: look after look until none is due, so failing accounts never hold others back.
 */
const BATCH = 100;

const NOTICE_MS = INACTIVITY_NOTICE_DAYS * 24 * 60 * 60 * 1000;
/** The notice goes a month before the 12 months: after 11 (issue 13). */
const NOTICE_AFTER_MONTHS = INACTIVITY_MONTHS - 1;

/** Last seen: the last sign-in, or the creation of an account never signed in to since. */
const lastSeen = sql`coalesce(u.last_login_at, u.created_at)`;
/** A paid plan still running exempts the account (part 2 §4). */
const exempt = sql`exists (select 1 from subscriptions s where s.user_id = u.id and s.plan <> 'FREE'
                    and s.status in ('ACTIVE', 'TRIALING', 'PAST_DUE'))`;
/** A notice that still stands: sent, and no sign-in since. */
const standingNotice = sql`u.inactivity_notice_at is not null and u.inactivity_notice_at > ${lastSeen}`;

interface Row {
  id: string;
  email: string;
  language: Language;
}

/** An account due for deletion, with its notice's time as PostgreSQL wrote it (the keyset). */
interface DueRow extends Row {
  notice_at: string;
}

const nothingRemoved: RetentionResult = { consentRecords: 0, auditEvents: 0, supportMessages: 0 };

export interface SweepResult {
  noticed: number;
  deleted: number;
  /** Accounts due whose deletion failed this time: the next run tries them again. */
  failed: number;
  removed: RetentionResult;
  /** The steps ('notices', 'deletions', 'retention') that broke off; the others ran. */
  stepsFailed: string[];
  running: boolean;
}

/**
 * The automatic deletion of inactive accounts (part 2 §4): 11 months without a sign-in bring a
 * mail saying the account goes in 30 days; 30 days later, still without a sign-in, it is
 * deleted as a deletion asked for deletes it. A sign-in in between keeps it (a new notice then
 * needs 11 more months); a running paid plan exempts it. A daily job, run by one instance at a
 * time (advisory lock); row locks keep even two runs from mailing one account twice.
 */
export class InactivitySweeper {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly account: AccountService,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * One run; `running: false` when another instance had it under way. The daily job also removes
   * what the privacy policy keeps no longer (retention.ts). Each step, and each account within
   * the deletions, stands alone: a failure is logged and left for the next run, and everything
   * else still happens (`failed` counts the accounts left, `stepsFailed` the steps that broke).
   */
  sweep(): Promise<SweepResult> {
    return metrics.jobRun('inactivity-sweep', this.#sweep(), (result) =>
      !result.running
        ? 'skipped'
        : result.failed > 0 || result.stepsFailed.length > 0
          ? 'failed'
          : 'succeeded',
    );
  }

  async #sweep(): Promise<SweepResult> {
    const done = await this.database.exclusive(SWEEP_LOCK_KEY, async () => {
      const stepsFailed: string[] = [];
      const step = async <T>(name: string, run: () => Promise<T>, none: T): Promise<T> => {
        try {
          return await run();
        } catch (error) {
          stepsFailed.push(name);
          this.log.error({ err: error, step: name }, 'daily job step failed: run again at the next sweep');
          return none;
        }
      };
      const noticed = await step('notices', () => this.#notify(), 0);
      const { deleted, failed } = await step('deletions', () => this.#deleteExpired(), {
        deleted: 0,
        failed: 0,
      });
      const removed = await step(
        'retention',
        () => removeExpiredRecords(this.database.db, this.clock.now()),
        nothingRemoved,
      );
      return { noticed, deleted, failed, removed, stepsFailed };
    });
    if (done) return { ...done, running: true };
    return { noticed: 0, deleted: 0, failed: 0, removed: nothingRemoved, stepsFailed: [], running: false };
  }

  /** Sweeps now and every INACTIVITY_SWEEP_MS; returns the function that stops it. */
  start(): () => void {
    const run = () => {
      this.sweep().catch((error: unknown) => this.log.error({ err: error }, 'inactivity sweep failed'));
    };
    const first = setTimeout(run, 60_000);
    const timer = setInterval(run, INACTIVITY_SWEEP_MS);
    first.unref();
    timer.unref();
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }

  /** Accounts 30 days short of the limit get their notice, once. */
  async #notify(): Promise<number> {
    const now = this.clock.now();
    const rows = await queryRows<Row>(
      this.database.db,
      sql`update users set inactivity_notice_at = ${at(now)}
          where id in (
            select u.id from users u
            where ${lastSeen} <= ${at(now)} - make_interval(months => ${NOTICE_AFTER_MONTHS})
              and not (${standingNotice}) and not ${exempt}
            order by ${lastSeen} limit ${BATCH} for update skip locked)
          returning id, email, language`,
    );
    const deletionAt = new Date(now.getTime() + NOTICE_MS);
    for (const row of rows) {
      try {
        await this.mailer.send(
          inactivityNoticeMail(row.language, row.email, { months: INACTIVITY_MONTHS, deletionAt }),
        );
      } catch (error) {
        // Never deleted without its notice: it goes out again at a later sweep.
        this.log.error(
          { err: error, userId: row.id },
          'inactivity notice failed: sent again at a later sweep',
        );
        await this.database.db.execute(
          sql`update users set inactivity_notice_at = null where id = ${row.id}`,
        );
      }
    }
    return rows.length;
  }

  /**
   * Notices 30 days old, without a sign-in since: the account goes. All of them, a batch at a
   * time in the order of their notices (keyset, so an account that fails is passed over, not
   * met again): one that cannot be deleted (Stripe refusing to end its subscription…) is logged
   * by its id alone and tried again at the next run, and the others still go.
   */
  async #deleteExpired(): Promise<{ deleted: number; failed: number }> {
    const now = this.clock.now();
    const due = sql`${standingNotice} and u.inactivity_notice_at <= ${at(new Date(now.getTime() - NOTICE_MS))}
                    and not ${exempt}`;
    let deleted = 0;
    let failed = 0;
    let after: DueRow | undefined;
    for (;;) {
      const rows: DueRow[] = await queryRows<DueRow>(
        this.database.db,
        sql`select u.id, u.email, u.language, u.inactivity_notice_at::text as notice_at from users u
            where ${due}
              ${after ? sql`and (u.inactivity_notice_at, u.id) > (${after.notice_at}::timestamptz, ${after.id}::uuid)` : sql``}
            order by u.inactivity_notice_at, u.id limit ${BATCH}`,
      );
      for (const row of rows) {
        try {
          // Checked again before Stripe and under the account's lock: a sign-in just now keeps it.
          const gone = await this.account.delete(row, {
            onlyIf: sql`id in (select u.id from users u where u.id = ${row.id} and ${due})`,
            mail: false,
          });
          if (gone) deleted++;
        } catch (error) {
          failed++;
          this.log.error(
            { err: error, userId: row.id },
            'inactive account not deleted: tried again at the next sweep',
          );
        }
      }
      if (rows.length < BATCH) break;
      after = rows.at(-1);
    }
    if (deleted > 0) this.log.info({ deleted }, 'inactive accounts deleted');
    return { deleted, failed };
  }
}
