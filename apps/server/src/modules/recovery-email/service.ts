import type { EmailChangeStatus } from '@trousse/contracts/api/recovery-email/schemas';
import {
  VALIDATION_CODE_LENGTH,
  VALIDATION_CODE_MAX_ATTEMPTS,
  VALIDATION_CODE_TTL_MINUTES,
  VALIDATION_RESEND_SECONDS,
} from '@trousse/contracts/auth-rules';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client';
import type { recoveryEmailChanges, recoveryEmailCodes, users } from '../../db/schema/users';
import { at, type RawRow } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import { hmacHex, randomString } from '../../lib/crypto';
import {
  emailChangeAlreadyRequested,
  emailChangeDelayRunning,
  emailChangeNotRequested,
  emailChangeWindowClosed,
  mailFailed,
  recoveryEmailAlreadySet,
  recoveryEmailNotSet,
  recoveryEmailSame,
  recoveryEmailUnchanged,
  validationCodeCooldown,
  validationCodeExpired,
  validationCodeWrong,
} from '../../lib/http-error';
import type { Mailer, MailMessage } from '../../lib/mailer';
import type { AuditService } from '../audit/service';
import type { RequestContext } from '../auth/context';
import { deviceLabel } from '../../lib/request-info';
import {
  recoveryNoticeMail,
  recoveryChangeRequestedMail,
  recoveryEmailChangedMail,
  validationCodeMail,
} from '../mail/mails';

type UserRow = typeof users.$inferSelect;
type Purpose = 'set' | 'change';
type ChangeRow = RawRow<typeof recoveryEmailChanges, 'requestedAt' | 'delayEndsAt' | 'windowEndsAt'>;
type CodeRow = RawRow<typeof recoveryEmailCodes, 'id' | 'email' | 'attempts' | 'expiresAt'>;

const CODE_TTL_MS = VALIDATION_CODE_TTL_MINUTES * 60_000;
const RESEND_MS = VALIDATION_RESEND_SECONDS * 1000;

/** The security delay before a change, and the window it opens (RECOVERY_CHANGE_*_S). */
export interface RecoveryChangeDurations {
  delaySeconds: number;
  windowSeconds: number;
}

const secondsUntil = (end: Date | string, now: Date) =>
  Math.max(0, Math.ceil((new Date(end).getTime() - now.getTime()) / 1000));

/**
 * The recovery email (part 2 §4, §5): set once with a 4-digit code mailed to it, then changed
 * only after a security delay, inside a window, with a code mailed to the new address. The
 * account's own address hears of each step (set, asked, completed, cancelled), so its owner can
 * stop what they did not do; the routes have checked the current codes before (DECISIONS §2).
 * Codes: keyed hash, 10 minutes, 3 tries, one mailed per account every 60 s.
 */
export class RecoveryEmailService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly key: Buffer,
    private readonly audit: AuditService,
    private readonly mailer: Mailer,
    private readonly durations: RecoveryChangeDurations,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Mails a code to the address the account wants as its recovery email. */
  async sendSetCode(user: UserRow, email: string, context: RequestContext): Promise<number> {
    if (user.recoveryEmail) throw recoveryEmailAlreadySet();
    if (email === user.email) throw recoveryEmailSame();
    return this.#mailCode(user, 'set', email, context);
  }

  /** The right code sets the recovery email; the updated account is returned. */
  async verifySetCode(user: UserRow, email: string, code: string, context: RequestContext) {
    if (user.recoveryEmail) throw recoveryEmailAlreadySet();
    const codeId = await this.#checkCode(user.id, 'set', email, code);
    const now = this.clock.now();
    const set = await this.db.transaction(async (tx) => {
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`update users set recovery_email = ${email}, updated_at = ${at(now)}
            where id = ${user.id} and recovery_email is null returning id`,
      );
      if (rows.length === 0) throw recoveryEmailAlreadySet();
      await this.#closeCode(tx, codeId, now);
      await this.audit.record(user.id, 'recovery_email.set', now, context, tx);
      return { ...user, recoveryEmail: email, updatedAt: now };
    });
    // The validation code went to the new address only: the account's own one is told here.
    this.#notify(
      recoveryNoticeMail('recoveryEmailSet', user.language, user.email, {
        recoveryEmail: email,
        device: deviceLabel(context.userAgent, user.language),
        at: now,
      }),
      'recovery email set notice failed',
    );
    return set;
  }

  /** Where a change stands; a window that has passed ends the procedure. */
  async status(user: UserRow): Promise<EmailChangeStatus> {
    const now = this.clock.now();
    const change = await this.#change(this.db, user.id);
    if (change && change.window_ends_at && new Date(change.window_ends_at) <= now) {
      await this.db.execute(sql`delete from recovery_email_changes
                                where user_id = ${user.id} and window_ends_at <= ${at(now)}`);
      return this.#statusOf(user, null, now);
    }
    return this.#statusOf(user, change, now);
  }

  /** Starts the security delay; both addresses are told how to stop it. */
  async requestChange(user: UserRow, context: RequestContext): Promise<EmailChangeStatus> {
    const recoveryEmail = user.recoveryEmail;
    if (!recoveryEmail) throw recoveryEmailNotSet();
    await this.status(user); // ends a passed window first
    const now = this.clock.now();
    const delayEndsAt = new Date(now.getTime() + this.durations.delaySeconds * 1000);
    const inserted = await queryRows<{ user_id: string }>(
      this.db,
      sql`insert into recovery_email_changes (user_id, requested_at, delay_ends_at)
          values (${user.id}, ${at(now)}, ${at(delayEndsAt)})
          on conflict (user_id) do nothing returning user_id`,
    );
    if (inserted.length === 0) throw emailChangeAlreadyRequested();
    try {
      await this.mailer.send(
        recoveryChangeRequestedMail(user.language, [user.email, recoveryEmail], {
          recoveryEmail,
          at: now,
          possibleFrom: delayEndsAt,
        }),
      );
    } catch (error) {
      // The notice is what lets the owner stop a change they did not ask for: none, no change.
      await this.db.execute(sql`delete from recovery_email_changes where user_id = ${user.id}`);
      throw mailFailed(error);
    }
    await this.audit.record(user.id, 'recovery_email.change_requested', now, context);
    return this.status(user);
  }

  /** Once the delay is over, opens the window in which the address can be changed. */
  async openWindow(user: UserRow, context: RequestContext): Promise<EmailChangeStatus> {
    const status = await this.status(user);
    if (status.stage === 'none') throw emailChangeNotRequested();
    if (status.stage === 'cooldown') throw emailChangeDelayRunning(status.cooldownRemaining);
    if (status.stage === 'window') return status;
    const now = this.clock.now();
    const windowEndsAt = new Date(now.getTime() + this.durations.windowSeconds * 1000);
    const opened = await queryRows<{ user_id: string }>(
      this.db,
      sql`update recovery_email_changes set window_ends_at = ${at(windowEndsAt)}
          where user_id = ${user.id} and window_ends_at is null and delay_ends_at <= ${at(now)}
          returning user_id`,
    );
    if (opened.length > 0)
      await this.audit.record(user.id, 'recovery_email.change_window_opened', now, context);
    return this.status(user);
  }

  /** In the window: mails a code to the new address. */
  async sendChangeCode(user: UserRow, newEmail: string, context: RequestContext): Promise<number> {
    const status = await this.status(user);
    if (status.stage !== 'window') throw emailChangeWindowClosed();
    if (newEmail === user.email) throw recoveryEmailSame();
    if (newEmail === user.recoveryEmail) throw recoveryEmailUnchanged();
    return this.#mailCode(user, 'change', newEmail, context);
  }

  /** In the window, the right code completes the change; both former addresses are told. */
  async verifyChange(user: UserRow, email: string, code: string, context: RequestContext) {
    const status = await this.status(user);
    if (status.stage !== 'window') throw emailChangeWindowClosed();
    const codeId = await this.#checkCode(user.id, 'change', email, code);
    const now = this.clock.now();
    const changed = await this.db.transaction(async (tx) => {
      const ended = await queryRows<{ user_id: string }>(
        tx,
        sql`delete from recovery_email_changes
            where user_id = ${user.id} and window_ends_at > ${at(now)} returning user_id`,
      );
      if (ended.length === 0) throw emailChangeWindowClosed();
      await tx.execute(sql`update users set recovery_email = ${email}, updated_at = ${at(now)}
                           where id = ${user.id}`);
      await this.#closeCode(tx, codeId, now);
      await this.audit.record(user.id, 'recovery_email.changed', now, context, tx);
      return { ...user, recoveryEmail: email, updatedAt: now };
    });
    const told = [user.email, ...(user.recoveryEmail ? [user.recoveryEmail] : [])];
    this.#notify(
      recoveryEmailChangedMail(user.language, told, { newEmail: email, at: now }),
      'recovery email change notice failed',
    );
    return changed;
  }

  /** 'Annuler la demande': stops a running change at any step. */
  async cancelChange(user: UserRow, context: RequestContext): Promise<EmailChangeStatus> {
    const now = this.clock.now();
    const cancelled = await this.db.transaction(async (tx) => {
      const ended = await queryRows<{ user_id: string }>(
        tx,
        sql`delete from recovery_email_changes where user_id = ${user.id} returning user_id`,
      );
      if (ended.length === 0) return false;
      await tx.execute(sql`update recovery_email_codes set closed_at = ${at(now)}
                           where user_id = ${user.id} and purpose = 'change' and closed_at is null`);
      await this.audit.record(user.id, 'recovery_email.change_cancelled', now, context, tx);
      return true;
    });
    if (!cancelled) throw emailChangeNotRequested();
    // Both addresses heard of the request: both hear it is over.
    const told = [user.email, ...(user.recoveryEmail ? [user.recoveryEmail] : [])];
    this.#notify(
      recoveryNoticeMail('recoveryChangeCancelled', user.language, told, {
        recoveryEmail: user.recoveryEmail ?? '',
        device: deviceLabel(context.userAgent, user.language),
        at: now,
      }),
      'recovery email cancellation notice failed',
    );
    return this.#statusOf(user, null, now);
  }

  /** A notice after the fact: the change stands even if the mail cannot go, which is logged. */
  #notify(mail: MailMessage, failure: string) {
    this.mailer.send(mail).catch((error: unknown) => this.log.error({ err: error }, failure));
  }

  #statusOf(user: UserRow, change: (ChangeRow & { pending_email?: string | null }) | null, now: Date) {
    const none: EmailChangeStatus = {
      cooldownRemaining: 0,
      windowRemaining: 0,
      canRequestChange: user.recoveryEmail !== null,
      canChangeEmail: false,
      stage: 'none',
      pendingEmail: null,
      delaySeconds: this.durations.delaySeconds,
      windowSeconds: this.durations.windowSeconds,
    };
    if (!change) return none;
    const closed = { ...none, canRequestChange: false };
    const cooldownRemaining = secondsUntil(change.delay_ends_at, now);
    if (cooldownRemaining > 0) return { ...closed, stage: 'cooldown' as const, cooldownRemaining };
    if (!change.window_ends_at) return { ...closed, stage: 'ready' as const };
    return {
      ...closed,
      stage: 'window' as const,
      windowRemaining: secondsUntil(change.window_ends_at, now),
      canChangeEmail: true,
      pendingEmail: change.pending_email ?? null,
    };
  }

  /** The running change, with the address a live change code was mailed to. */
  async #change(db: Db, userId: string) {
    const [row] = await queryRows<ChangeRow & { pending_email: string | null }>(
      db,
      sql`select c.requested_at, c.delay_ends_at, c.window_ends_at,
                 (select email from recovery_email_codes
                   where user_id = c.user_id and purpose = 'change' and closed_at is null
                     and expires_at > ${at(this.clock.now())} and attempts < ${VALIDATION_CODE_MAX_ATTEMPTS}
                   order by created_at desc limit 1) as pending_email
          from recovery_email_changes c where c.user_id = ${userId}`,
    );
    return row ?? null;
  }

  /**
   * One code mailed per account every 60 s, whatever its purpose: the account's row is locked
   * so two requests cannot both pass the wait. A new code replaces the one before.
   */
  async #mailCode(user: UserRow, purpose: Purpose, email: string, context: RequestContext) {
    const now = this.clock.now();
    const code = randomString('0123456789', VALIDATION_CODE_LENGTH);
    const created = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${user.id} for update`);
      const [last] = await queryRows<{ created_at: Date | string }>(
        tx,
        sql`select created_at from recovery_email_codes where user_id = ${user.id}
            order by created_at desc limit 1`,
      );
      const elapsed = last ? now.getTime() - new Date(last.created_at).getTime() : Infinity;
      if (elapsed < RESEND_MS) return { cooldownRemaining: Math.ceil((RESEND_MS - elapsed) / 1000) };
      await tx.execute(sql`update recovery_email_codes set closed_at = ${at(now)}
                           where user_id = ${user.id} and closed_at is null`);
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into recovery_email_codes (user_id, purpose, email, code_hash, created_at, expires_at)
            values (${user.id}, ${purpose}, ${email}, ${this.#hash(user.id, code)}, ${at(now)},
                    ${at(new Date(now.getTime() + CODE_TTL_MS))})
            returning id`,
      );
      return { id: row?.id };
    });
    if (created.cooldownRemaining !== undefined) throw validationCodeCooldown(created.cooldownRemaining);
    try {
      await this.mailer.send(validationCodeMail(user.language, email, code, VALIDATION_CODE_TTL_MINUTES));
    } catch (error) {
      // Undelivered: no code, and no wait for nothing.
      await this.db.execute(sql`delete from recovery_email_codes where id = ${created.id}`);
      throw mailFailed(error);
    }
    await this.audit.record(user.id, 'recovery_email.code_sent', now, context);
    return VALIDATION_RESEND_SECONDS;
  }

  /**
   * One UPDATE compares the code and counts a wrong one while tries remain, so parallel guesses
   * get no more than 3 evaluations. The code must be the one mailed to this very address.
   */
  async #checkCode(userId: string, purpose: Purpose, email: string, code: string): Promise<string> {
    const now = this.clock.now();
    const [active] = await queryRows<CodeRow>(
      this.db,
      sql`select id, email, attempts, expires_at from recovery_email_codes
          where user_id = ${userId} and purpose = ${purpose} and closed_at is null
          order by created_at desc limit 1`,
    );
    if (
      !active ||
      active.email !== email ||
      active.attempts >= VALIDATION_CODE_MAX_ATTEMPTS ||
      new Date(active.expires_at) <= now
    )
      throw validationCodeExpired();
    const hash = this.#hash(userId, code);
    const [result] = await queryRows<{ attempts: number; matches: boolean }>(
      this.db,
      sql`update recovery_email_codes
          set attempts = attempts + case when code_hash = ${hash} then 0 else 1 end
          where id = ${active.id} and attempts < ${VALIDATION_CODE_MAX_ATTEMPTS} and closed_at is null
            and expires_at > ${at(now)}
          returning attempts, (code_hash = ${hash}) as matches`,
    );
    if (!result) throw validationCodeExpired();
    if (result.matches) return active.id;
    throw validationCodeWrong(VALIDATION_CODE_MAX_ATTEMPTS - result.attempts);
  }

  async #closeCode(db: Db, codeId: string, now: Date) {
    await db.execute(sql`update recovery_email_codes set closed_at = ${at(now)} where id = ${codeId}`);
  }

  #hash(userId: string, code: string): string {
    return hmacHex(this.key, `recovery-email:${userId}:${code}`);
  }
}
