import { RESET_CODE_ALPHABET } from '@trousse/contracts/auth-rules';
import type { Language } from '@trousse/contracts/language';
import {
  MAX_TWO_FACTOR_ATTEMPTS,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  type TwoFactorSetupResponse,
} from '@trousse/contracts/api/two-factor/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import { queryRows, type Db } from '../../db/client';
import { at } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import { decrypt, encrypt, hmacHex, randomString, randomToken, safeEqual } from '../../lib/crypto';
import { deviceLabel } from '../../lib/request-info';
import {
  twoFactorAlreadyEnabled,
  twoFactorBlocked,
  twoFactorNoPendingSetup,
  twoFactorNotEnabled,
  twoFactorSetupWrongCode,
  twoFactorWrongCode,
  unauthenticated,
} from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import { matchTotp, newTotpSecret, totpUri } from '../../lib/totp';
import type { AuditService } from '../audit/service';
import type { RequestContext } from '../auth/context';
import type { AuthService } from '../auth/service';
import type { SessionService } from '../auth/sessions';
import { twoFactorChangeMail, type TwoFactorChange } from '../mail/mails';

export const TWO_FACTOR_BLOCK_MS = 15 * 60 * 1000;
/** A set-up not verified within this delay must start again. */
export const SETUP_TTL_MS = 30 * 60 * 1000;

interface TwoFactorUser {
  id: string;
  email: string;
  language: Language;
  two_factor_enabled: boolean;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_pending_at: Date | string | null;
  totp_last_step: string | number | null;
}

/**
 * TOTP two-factor authentication (RFC 6238, DECISIONS §4): the secret encrypted at rest, a
 * code never accepted twice, 10 single-use recovery codes stored as salted keyed hashes, and
 * 5 wrong codes blocking the second factor for 15 minutes — all counted in SQL.
 */
export class TwoFactorService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secretKey: Buffer,
    private readonly recoveryKey: Buffer,
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Mails the owner that the second factor changed; the change never waits for it or fails with it. */
  #notify(
    owner: { email: string; language: Language },
    change: TwoFactorChange,
    context: RequestContext,
    at: Date,
  ) {
    this.mailer
      .send(
        twoFactorChangeMail(owner.language, owner.email, change, {
          device: deviceLabel(context.userAgent, owner.language),
          at,
        }),
      )
      .catch((error: unknown) => this.log.error({ err: error }, 'two-factor notice failed'));
  }

  async status(userId: string) {
    const user = await this.#user(userId);
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from recovery_codes where user_id = ${userId} and not pending and used_at is null`,
    );
    return {
      enabled: user.two_factor_enabled,
      recoveryCodesRemaining: user.two_factor_enabled ? (row?.n ?? 0) : 0,
    };
  }

  /** Starts a set-up: a new secret and codes, active only once a code is verified. */
  async setup(userId: string): Promise<TwoFactorSetupResponse> {
    const user = await this.#user(userId);
    if (user.two_factor_enabled) throw twoFactorAlreadyEnabled();
    const secret = newTotpSecret();
    const now = this.clock.now();
    const backupCodes = newRecoveryCodes();
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`update users set totp_pending_secret = ${encrypt(this.secretKey, secret)},
                           totp_pending_at = ${at(now)} where id = ${userId}`);
      await tx.execute(sql`delete from recovery_codes where user_id = ${userId} and pending`);
      await this.#storeRecoveryCodes(tx, userId, backupCodes, { pending: true, at: now });
    });
    const qrCode = await QRCode.toDataURL(totpUri(secret, user.email), {
      errorCorrectionLevel: 'M',
      margin: 1,
    });
    return { secret, qrCode, backupCodes };
  }

  /** Activates 2FA with a code from the pending secret; other sessions end. */
  async activate(
    userId: string,
    sessionId: string,
    input: { code: string; secret: string },
    context: RequestContext,
  ) {
    const user = await this.#user(userId);
    if (user.two_factor_enabled) throw twoFactorAlreadyEnabled();
    const now = this.clock.now();
    const pendingAt = user.totp_pending_at ? new Date(user.totp_pending_at) : undefined;
    if (!user.totp_pending_secret || !pendingAt || now.getTime() - pendingAt.getTime() > SETUP_TTL_MS)
      throw twoFactorNoPendingSetup();
    const pending = decrypt(this.secretKey, user.totp_pending_secret);
    const step = safeEqual(pending, input.secret.trim().toUpperCase())
      ? await matchTotp(pending, input.code, now, null)
      : undefined;
    if (step === undefined) throw twoFactorSetupWrongCode();

    const activated = await this.db.transaction(async (tx) => {
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`update users set two_factor_enabled = true, totp_secret = totp_pending_secret, totp_pending_secret = null,
                totp_pending_at = null, totp_last_step = ${step}, two_factor_failed_attempts = 0,
                two_factor_blocked_until = null, updated_at = ${at(now)}
            where id = ${userId} and not two_factor_enabled and totp_pending_secret = ${user.totp_pending_secret}
            returning id`,
      );
      if (rows.length === 0) return false;
      await tx.execute(sql`delete from recovery_codes where user_id = ${userId} and not pending`);
      await tx.execute(sql`update recovery_codes set pending = false where user_id = ${userId}`);
      await this.sessions.revokeAllForUser(userId, '2fa-enabled', tx, sessionId);
      await this.audit.record(userId, '2fa.enabled', now, context, tx);
      return true;
    });
    if (!activated) throw twoFactorNoPendingSetup();
    this.#notify(user, 'enabled', context, now);
  }

  /** Turns 2FA off with a current TOTP or a recovery code; other sessions end. */
  async disable(userId: string, sessionId: string, code: string, context: RequestContext) {
    const user = await this.#user(userId);
    if (!user.two_factor_enabled) throw twoFactorNotEnabled();
    await this.verifySecondFactor(user.id, code, context);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`update users set two_factor_enabled = false, totp_secret = null, totp_last_step = null,
                           totp_pending_secret = null, totp_pending_at = null, updated_at = ${at(now)}
                           where id = ${userId}`);
      await tx.execute(sql`delete from recovery_codes where user_id = ${userId}`);
      await this.sessions.revokeAllForUser(userId, '2fa-disabled', tx, sessionId);
      await this.audit.record(userId, '2fa.disabled', now, context, tx);
    });
    this.#notify(user, 'disabled', context, now);
  }

  /** A new set of recovery codes, voiding the old one; needs a current TOTP code. */
  async renewRecoveryCodes(userId: string, code: string, context: RequestContext): Promise<string[]> {
    const user = await this.#user(userId);
    if (!user.two_factor_enabled) throw twoFactorNotEnabled();
    await this.verifySecondFactor(user.id, code, context, { totpOnly: true });
    const now = this.clock.now();
    const backupCodes = newRecoveryCodes();
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`delete from recovery_codes where user_id = ${userId}`);
      await this.#storeRecoveryCodes(tx, userId, backupCodes, { pending: false, at: now });
      await this.audit.record(userId, '2fa.recovery_codes_renewed', now, context, tx);
    });
    return backupCodes;
  }

  /**
   * Checks a TOTP (6 digits) or recovery code. The failure is counted before the check, in one
   * conditional UPDATE, so parallel guesses get at most MAX_TWO_FACTOR_ATTEMPTS; a TOTP step
   * and a recovery code are each consumed by one conditional UPDATE, so exactly one of many
   * parallel requests with the same code wins.
   */
  async verifySecondFactor(
    userId: string,
    code: string,
    context: RequestContext,
    options: { totpOnly?: boolean } = {},
  ): Promise<void> {
    const now = this.clock.now();
    const blockUntil = new Date(now.getTime() + TWO_FACTOR_BLOCK_MS);
    const fresh = sql`(two_factor_blocked_until is not null and two_factor_blocked_until <= ${at(now)})`;
    const [charged] = await queryRows<{
      attempts: number;
      totp_secret: string | null;
      totp_last_step: string | null;
    }>(
      this.db,
      sql`update users set
            two_factor_failed_attempts = case when ${fresh} then 1 else two_factor_failed_attempts + 1 end,
            two_factor_blocked_until = case
              when (case when ${fresh} then 1 else two_factor_failed_attempts + 1 end) >= ${MAX_TWO_FACTOR_ATTEMPTS}
              then ${at(blockUntil)} else null end
          where id = ${userId} and two_factor_enabled
            and (two_factor_blocked_until is null or two_factor_blocked_until <= ${at(now)})
          returning two_factor_failed_attempts as attempts, totp_secret, totp_last_step`,
    );
    if (!charged) {
      const [row] = await queryRows<{ blocked_until: Date | string | null }>(
        this.db,
        sql`select two_factor_blocked_until as blocked_until from users where id = ${userId}`,
      );
      if (!row?.blocked_until) throw twoFactorNotEnabled();
      throw twoFactorBlocked(new Date(row.blocked_until));
    }

    const accepted = /^[0-9]{6}$/.test(code)
      ? await this.#consumeTotp(userId, charged, code, now)
      : !options.totpOnly && (await this.#consumeRecoveryCode(userId, code, now, context));

    if (accepted) {
      await this.db.execute(
        sql`update users set two_factor_failed_attempts = 0, two_factor_blocked_until = null where id = ${userId}`,
      );
      return;
    }
    await this.audit.record(userId, '2fa.failed', now, context);
    if (charged.attempts >= MAX_TWO_FACTOR_ATTEMPTS) {
      await this.audit.record(userId, '2fa.blocked', now, context);
      throw twoFactorBlocked(blockUntil);
    }
    throw twoFactorWrongCode(MAX_TWO_FACTOR_ATTEMPTS - charged.attempts);
  }

  async #consumeTotp(
    userId: string,
    charged: { totp_secret: string | null; totp_last_step: string | null },
    code: string,
    now: Date,
  ): Promise<boolean> {
    if (!charged.totp_secret) return false;
    const lastStep = charged.totp_last_step === null ? null : Number(charged.totp_last_step);
    const step = await matchTotp(decrypt(this.secretKey, charged.totp_secret), code, now, lastStep);
    if (step === undefined) return false;
    const won = await queryRows<{ id: string }>(
      this.db,
      sql`update users set totp_last_step = ${step}
          where id = ${userId} and (totp_last_step is null or totp_last_step < ${step}) returning id`,
    );
    return won.length > 0;
  }

  async #consumeRecoveryCode(
    userId: string,
    code: string,
    now: Date,
    context: RequestContext,
  ): Promise<boolean> {
    const candidates = await queryRows<{ id: string; salt: string; code_hash: string }>(
      this.db,
      sql`select id, salt, code_hash from recovery_codes where user_id = ${userId} and not pending and used_at is null`,
    );
    const match = candidates.find((candidate) =>
      safeEqual(candidate.code_hash, this.#hashRecovery(candidate.salt, code)),
    );
    if (!match) return false;
    const used = await queryRows<{ id: string }>(
      this.db,
      sql`update recovery_codes set used_at = ${at(now)} where id = ${match.id} and used_at is null returning id`,
    );
    if (used.length === 0) return false;
    await this.audit.record(userId, '2fa.recovery_code_used', now, context);
    const [owner] = await queryRows<{ email: string; language: Language }>(
      this.db,
      sql`select email, language from users where id = ${userId}`,
    );
    if (owner) this.#notify(owner, 'recovery-code-used', context, now);
    return true;
  }

  async #storeRecoveryCodes(
    db: Db,
    userId: string,
    codes: string[],
    options: { pending: boolean; at: Date },
  ) {
    for (const code of codes) {
      const salt = randomToken(12);
      await db.execute(sql`insert into recovery_codes (user_id, salt, code_hash, pending, created_at)
                           values (${userId}, ${salt}, ${this.#hashRecovery(salt, code)}, ${options.pending}, ${at(options.at)})`);
    }
  }

  #hashRecovery(salt: string, code: string): string {
    return hmacHex(this.recoveryKey, `${salt}:${code.toUpperCase()}`);
  }

  async #user(userId: string): Promise<TwoFactorUser> {
    const [user] = await queryRows<TwoFactorUser>(
      this.db,
      sql`select id, email, language, two_factor_enabled, totp_secret, totp_pending_secret, totp_pending_at, totp_last_step
          from users where id = ${userId}`,
    );
    if (!user) throw unauthenticated();
    return user;
  }
}

/** 8 characters from the unambiguous alphabet: 40 bits each. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    randomString(RESET_CODE_ALPHABET, RECOVERY_CODE_LENGTH),
  );
}
