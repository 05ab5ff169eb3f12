import { RESET_CODE_ALPHABET, RESET_CODE_LENGTH } from '@trousse/contracts/auth-rules';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { at } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import type { CodeHasher } from '../../lib/code-hasher';
import { hmacHex, randomString } from '../../lib/crypto';
import {
  mailFailed,
  resetCodeExpired,
  resetCodeWrong,
  resetCooldown,
  resetTooManyAttempts,
} from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import type { AuditService } from '../audit/service';
import type { RequestContext } from './context';
import { resetCodeMail } from '../mail/mails';
import type { AuthService, SignInResult } from './service';
import type { SessionService } from './sessions';

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_COOLDOWN_MS = 120 * 1000;
export const RESET_MAX_ATTEMPTS = 3;

interface ActiveCode {
  id: string;
  attempts: number;
  expires_at: Date | string;
}

/**
 * Code reset by mail (DECISIONS §2): an 8-character code, 10 minutes, single use, 3 tries,
 * 120 s between requests, usable while the account is locked, never skipping 2FA.
 */
export class ResetService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly key: Buffer,
    private readonly hasher: CodeHasher,
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly mailer: Mailer,
  ) {}

  /** Unknown emails get the same answer and no mail. */
  async request(email: string, context: RequestContext): Promise<void> {
    const user = await this.auth.findByEmail(email);
    if (!user) return;
    const now = this.clock.now();
    const code = randomString(RESET_CODE_ALPHABET, RESET_CODE_LENGTH);

    // The user's row is locked so two requests cannot both pass the cooldown.
    const created = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${user.id} for update`);
      const [last] = await queryRows<{ created_at: Date | string }>(
        tx,
        sql`select created_at from reset_codes where user_id = ${user.id} order by created_at desc limit 1`,
      );
      const elapsed = last ? now.getTime() - new Date(last.created_at).getTime() : Infinity;
      if (elapsed < RESET_COOLDOWN_MS)
        return { cooldownRemaining: Math.ceil((RESET_COOLDOWN_MS - elapsed) / 1000) };
      // A new code voids the previous one.
      await tx.execute(sql`update reset_codes set voided_at = ${at(now)}
                           where user_id = ${user.id} and used_at is null and voided_at is null`);
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into reset_codes (user_id, code_hash, created_at, expires_at)
            values (${user.id}, ${this.#hash(code)}, ${at(now)}, ${at(new Date(now.getTime() + RESET_CODE_TTL_MS))})
            returning id`,
      );
      return { id: row?.id };
    });
    if (created.cooldownRemaining !== undefined) throw resetCooldown(created.cooldownRemaining);

    const recipients = [user.email, ...(user.recoveryEmail ? [user.recoveryEmail] : [])];
    try {
      await this.mailer.send(resetCodeMail(user.language, recipients, code));
    } catch (error) {
      // Undelivered: drop the code so the cooldown does not keep the user waiting for nothing.
      await this.db.execute(sql`delete from reset_codes where id = ${created.id}`);
      throw mailFailed(error);
    }
    await this.audit.record(user.id, 'reset.requested', now, context);
  }

  /** Checks a code without using it; a wrong one costs one of its tries. */
  async validate(email: string, code: string, context: RequestContext): Promise<void> {
    await this.#check(email, code, context);
  }

  async complete(
    input: { email: string; resetCode: string; newCode: string },
    context: RequestContext,
  ): Promise<SignInResult> {
    const { userId, codeId } = await this.#check(input.email, input.resetCode, context);
    const codeHash = await this.hasher.hash(input.newCode);
    const now = this.clock.now();

    const done = await this.db.transaction(async (tx) => {
      // Single use, even against a parallel request with the same code.
      const used = await queryRows<{ id: string }>(
        tx,
        sql`update reset_codes set used_at = ${at(now)}
            where id = ${codeId} and used_at is null and voided_at is null and expires_at > ${at(now)}
            returning id`,
      );
      if (used.length === 0) return false;
      await tx.execute(sql`update users set code_hash = ${codeHash}, failed_attempts = 0, locked_until = null,
                           updated_at = ${at(now)} where id = ${userId}`);
      await this.sessions.revokeAllForUser(userId, 'reset', tx);
      // A social identity never vouched for by a verified email may be someone else's: the
      // owner who just proved the mailbox gets the account back without it.
      const unlinked = await queryRows<{ provider: string }>(
        tx,
        sql`delete from oauth_identities where user_id = ${userId} and not email_verified returning provider`,
      );
      await this.audit.record(userId, 'reset.completed', now, context, tx);
      await this.audit.record(userId, 'code.changed', now, context, tx);
      for (let i = 0; i < unlinked.length; i++)
        await this.audit.record(userId, 'oauth.unlinked', now, context, tx);
      return true;
    });
    if (!done) throw resetCodeExpired();

    const user = await this.auth.findById(userId);
    if (!user) throw resetCodeExpired();
    return this.auth.completeSignIn(user, context);
  }

  /**
   * One UPDATE compares the code and counts a wrong one, only while tries remain, so parallel
   * guesses cannot get more than RESET_MAX_ATTEMPTS evaluations.
   */
  async #check(email: string, code: string, context: RequestContext) {
    const user = await this.auth.findByEmail(email);
    if (!user) throw resetCodeExpired();
    const now = this.clock.now();
    const [active] = await queryRows<ActiveCode>(
      this.db,
      sql`select id, attempts, expires_at from reset_codes
          where user_id = ${user.id} and used_at is null and voided_at is null
          order by created_at desc limit 1`,
    );
    if (!active) throw resetCodeExpired();
    if (active.attempts >= RESET_MAX_ATTEMPTS) throw resetTooManyAttempts();
    if (new Date(active.expires_at) <= now) throw resetCodeExpired();

    const hash = this.#hash(code);
    const [result] = await queryRows<{ attempts: number; matches: boolean }>(
      this.db,
      sql`update reset_codes set attempts = attempts + case when code_hash = ${hash} then 0 else 1 end
          where id = ${active.id} and attempts < ${RESET_MAX_ATTEMPTS} and used_at is null and voided_at is null
            and expires_at > ${at(now)}
          returning attempts, (code_hash = ${hash}) as matches`,
    );
    if (!result) throw resetTooManyAttempts();
    if (result.matches) return { userId: user.id, codeId: active.id };

    await this.audit.record(user.id, 'reset.failed', now, context);
    if (result.attempts >= RESET_MAX_ATTEMPTS) throw resetTooManyAttempts();
    throw resetCodeWrong(RESET_MAX_ATTEMPTS - result.attempts);
  }

  #hash(code: string): string {
    return hmacHex(this.key, `reset:${code}`);
  }
}
