import type { AuthResponse, CheckEmailResponse, User } from '@trousse/contracts/api/auth/schemas';
import { LOCK_HOURS, MAX_LOGIN_ATTEMPTS, RESET_CODE_ALPHABET } from '@trousse/contracts/auth-rules';
import type { Language } from '@trousse/contracts/language';
import { messagesFr } from '@trousse/contracts/messages-fr';
import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database, type Db } from '../../db/client';
import { users } from '../../db/schema';
import { at, rowMapper, violatedConstraint } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import type { CodeHasher } from '../../lib/code-hasher';
import { randomString } from '../../lib/crypto';
import { deviceLabel } from '../../lib/request-info';
import {
  accountLocked,
  codeCheckBusy,
  deviceLimit,
  emailTaken,
  unauthenticated,
  wrongCode,
} from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import { metrics } from '../../lib/metrics';
import type { AuditService } from '../audit/service';
import type { RequestContext } from './context';
import { codeChangedMail, newSignInMail } from '../mail/mails';
import type { IssuedSession, SessionService } from './sessions';

export const LOCK_DURATION_MS = LOCK_HOURS * 60 * 60 * 1000;
/** A check still marked under way after this long has crashed: its try is free again. */
const STALE_CHECK_MS = 60_000;
/** How long a code waits for the checks of the same account under way, and how often it looks. */
const CHECK_WAIT_MS = 3_000;
const CHECK_RETRY_MS = 20;

type UserRow = typeof users.$inferSelect;
const userFromRow = rowMapper(users);

/** A signed-in answer plus the refresh token the route puts in its cookie. */
export type SignInResult =
  | { requires2FA: false; accessToken: string; user: User; session: IssuedSession }
  | { requires2FA: true; email: string; userId: string };

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    IDsimple: row.simpleId,
    recoveryEmail: row.recoveryEmail,
    twoFactorEnabled: row.twoFactorEnabled,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
  };
}

export function toAuthResponse(result: SignInResult): AuthResponse {
  return result.requires2FA
    ? { requires2FA: true, email: result.email }
    : { requires2FA: false, accessToken: result.accessToken, user: result.user };
}

const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly raw: Database['raw'],
    private readonly clock: Clock,
    private readonly hasher: CodeHasher,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** The account's language (PUT /api/auth/preferences); the user as it now is. */
  async setLanguage(userId: string, language: Language): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ language, updatedAt: this.clock.now() })
      .where(eq(users.id, userId))
      .returning();
    return row;
  }

  async checkEmail(email: string): Promise<CheckEmailResponse> {
    const user = await this.findByEmail(email);
    if (!user) {
      return {
        exists: false,
        action: 'register',
        isBlocked: false,
        remainingTime: 0,
        remainingAttempts: MAX_LOGIN_ATTEMPTS,
        loginAttempts: 0,
      };
    }
    const now = this.clock.now();
    const locked = user.lockedUntil !== null && user.lockedUntil > now;
    const lockExpired = user.lockedUntil !== null && !locked;
    const attempts = lockExpired ? 0 : user.failedAttempts;
    return {
      exists: true,
      action: 'login',
      isBlocked: locked,
      remainingTime: locked && user.lockedUntil ? secondsUntil(user.lockedUntil, now) : 0,
      remainingAttempts: locked ? 0 : Math.max(0, MAX_LOGIN_ATTEMPTS - attempts),
      loginAttempts: attempts,
      ...(locked ? { message: messagesFr.accountLocked } : {}),
    };
  }

  async register(
    input: { email: string; code: string; language?: Language },
    context: RequestContext,
  ): Promise<SignInResult & { requires2FA: false }> {
    if (await this.findByEmail(input.email)) throw emailTaken();
    const codeHash = await this.hasher.hash(input.code);
    const now = this.clock.now();

    // One transaction: a fault midway leaves no account without its plan or its session.
    const { user, session } = await this.db.transaction(async (tx) => {
      let user: UserRow | undefined;
      for (let attempt = 0; !user; attempt++) {
        try {
          // A savepoint each: a refused insert must not abort the whole transaction.
          [user] = await tx.transaction((attemptTx) =>
            attemptTx
              .insert(users)
              .values({
                email: input.email,
                simpleId: `TR-${randomString(RESET_CODE_ALPHABET, 6)}`,
                codeHash,
                registrationDeviceHash: context.fingerprintHash,
                ...(input.language ? { language: input.language } : {}),
                createdAt: now,
                updatedAt: now,
                lastLoginAt: now,
              })
              .returning(),
          );
        } catch (error) {
          const constraint = violatedConstraint(error);
          if (constraint === 'users_email_unique') throw emailTaken();
          if (constraint === 'users_registration_device_unique') throw deviceLimit();
          // Two IDsimple drawn alike (1 in a billion): draw again.
          if (constraint === 'users_simple_id_unique' && attempt < 5) continue;
          throw error;
        }
      }

      // Every account starts on the FREE plan.
      await tx.execute(sql`insert into subscriptions (user_id) values (${user.id}) on conflict do nothing`);
      await this.audit.record(user.id, 'account.created', now, context, tx);
      await this.rememberFirstDevice(tx, user.id, context, now);
      const session = await this.sessions.create(user.id, context, { twoFactor: false }, tx);
      return { user, session };
    });
    return { requires2FA: false, accessToken: session.accessToken, user: toUser(user), session };
  }

  /**
   * Verifies a code under the lockout (DECISIONS §2, decision 006) and signs in: a right code
   * clears the counter and any lock at once, even when a second factor is still to come.
   */
  login(input: { email: string; code: string }, context: RequestContext): Promise<SignInResult> {
    return metrics.signIn(this.#login(input, context));
  }

  async #login(input: { email: string; code: string }, context: RequestContext): Promise<SignInResult> {
    const user = await this.#checkCode({ email: input.email }, input.code, context);
    if (!user) {
      // Unknown email: cost one verify all the same, so timing tells nothing.
      await this.hasher.verifyDummy(input.code);
      throw wrongCode(MAX_LOGIN_ATTEMPTS);
    }
    if (user.twoFactorEnabled) {
      await this.#releaseCheck(user.id, { right: true });
      return { requires2FA: true, email: user.email, userId: user.id };
    }
    return this.completeSignIn(user, context, { releaseCheck: true });
  }

  /**
   * The current access code of a signed-in user, for a sensitive change (DECISIONS §2), under
   * the same lockout as sign-in: a wrong one counts, 3 in a row lock the account.
   */
  async verifyCurrentCode(userId: string, code: string, context: RequestContext): Promise<UserRow> {
    const user = await this.#checkCode({ id: userId }, code, context);
    if (!user) throw unauthenticated();
    await this.#releaseCheck(user.id, { right: true });
    return user;
  }

  /**
   * Takes one try, evaluates the code, and settles the try: undefined when no account matches.
   *
   * A try is taken *before* argon2 runs, in one conditional UPDATE, and only while failures plus
   * checks in flight stay under MAX_LOGIN_ATTEMPTS: concurrent guesses can never evaluate more
   * than that. A request that finds every remaining try held by checks in flight waits for them
   * (they take milliseconds) instead of being told the account is locked; only failures that
   * were evaluated lock it (decision 006).
   */
  async #checkCode(
    account: { email: string } | { id: string },
    code: string,
    context: RequestContext,
  ): Promise<UserRow | undefined> {
    // Past what argon2 can take, the 503 at once, before the try is taken (lib/pressure.ts).
    this.hasher.admit();
    const deadline = Date.now() + CHECK_WAIT_MS;
    let charged: UserRow | undefined;
    while (!charged) {
      const now = this.clock.now();
      // One call, planned once per connection (migration 0017).
      const [row] = await this.raw<Record<string, unknown>>(
        'select * from trousse_take_code_try($1, $2, $3, $4, $5)',
        [
          'email' in account ? account.email : null,
          'id' in account ? account.id : null,
          now.toISOString(),
          new Date(now.getTime() - STALE_CHECK_MS).toISOString(),
          MAX_LOGIN_ATTEMPTS,
        ],
      );
      charged = row && userFromRow(row);
      if (charged) break;

      const where = 'email' in account ? eq(users.email, account.email) : eq(users.id, account.id);
      const [user] = await this.db.select().from(users).where(where).limit(1);
      if (!user) return undefined;
      if (user.lockedUntil && user.lockedUntil > now)
        throw accountLocked(secondsUntil(user.lockedUntil, now));
      // Every try left is held by a check under way: its outcome decides ours.
      if (Date.now() >= deadline) throw codeCheckBusy();
      await delay(CHECK_RETRY_MS);
    }

    let right: boolean;
    try {
      right = await this.hasher.verify(charged.codeHash, code);
    } catch (error) {
      await this.#releaseCheck(charged.id, { right: false, counted: false }).catch(() => {});
      throw error;
    }
    if (right) return { ...charged, failedAttempts: 0, lockedUntil: null };

    const now = this.clock.now();
    const failures = await this.#releaseCheck(charged.id, {
      right: false,
      lockUntil: new Date(now.getTime() + LOCK_DURATION_MS),
    });
    await this.audit.record(charged.id, 'login.failed', now, context);
    if (failures >= MAX_LOGIN_ATTEMPTS) {
      await this.audit.record(charged.id, 'account.locked', now, context);
      throw accountLocked(LOCK_DURATION_MS / 1000);
    }
    throw wrongCode(MAX_LOGIN_ATTEMPTS - failures);
  }

  /**
   * Settles a try taken by #checkCode: a right code clears the failures and any lock; a wrong
   * one is counted and locks the account at the third. Returns the failures in a row.
   */
  async #releaseCheck(
    userId: string,
    outcome: { right: true } | { right: false; lockUntil: Date } | { right: false; counted: false },
  ): Promise<number> {
    const release = sql`code_checks_in_flight = greatest(code_checks_in_flight - 1, 0)`;
    const [row] = await queryRows<{ failed_attempts: number }>(
      this.db,
      outcome.right
        ? sql`update users set ${release}, failed_attempts = 0, locked_until = null where id = ${userId}
              returning failed_attempts`
        : 'lockUntil' in outcome
          ? sql`update users set ${release}, failed_attempts = failed_attempts + 1,
                  locked_until = case when failed_attempts + 1 >= ${MAX_LOGIN_ATTEMPTS} then ${at(outcome.lockUntil)}
                                      else locked_until end
                where id = ${userId} returning failed_attempts`
          : sql`update users set ${release} where id = ${userId} returning failed_attempts`,
    );
    return row?.failed_attempts ?? 0;
  }

  /**
   * The end of every sign-in (code, reset, social): the second factor if enabled, else a
   * session. A completed sign-in clears the failure counter and any lock.
   */
  async completeSignIn(
    user: UserRow,
    context: RequestContext,
    options: { releaseCheck?: boolean; secondFactorPassed?: boolean } = {},
  ): Promise<SignInResult> {
    if (user.twoFactorEnabled && !options.secondFactorPassed)
      return { requires2FA: true, email: user.email, userId: user.id };
    const now = this.clock.now();
    const session = await this.sessions.create(user.id, context, {
      twoFactor: user.twoFactorEnabled,
      signIn: { releaseCheck: options.releaseCheck === true },
    });
    if (session.newDevice) this.notifyNewDevice(user, context, now);
    const signedIn = { ...user, failedAttempts: 0, lockedUntil: null, lastLoginAt: now };
    return { requires2FA: false, accessToken: session.accessToken, user: toUser(signedIn), session };
  }

  /**
   * The access code changed from the settings (the current code and any second factor already
   * checked): every other session ends, the change is logged and mailed as 'Code d'accès modifié'.
   */
  async changeCode(
    user: UserRow,
    sessionId: string,
    newCode: string,
    context: RequestContext,
  ): Promise<void> {
    const codeHash = await this.hasher.hash(newCode);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`update users set code_hash = ${codeHash}, failed_attempts = 0, locked_until = null,
                           updated_at = ${at(now)} where id = ${user.id}`);
      await this.sessions.revokeAllForUser(user.id, 'code-changed', tx, sessionId);
      await this.audit.record(user.id, 'code.changed', now, context, tx);
    });
    this.mailer
      .send(
        codeChangedMail(user.language, user.email, {
          device: deviceLabel(context.userAgent, user.language),
          at: now,
        }),
      )
      .catch((error: unknown) => this.log.error({ err: error }, 'code change notice failed'));
  }

  /** A first sign-in from this device: logged, and mailed as 'Nouvelle connexion' (DECISIONS §9). */
  private notifyNewDevice(user: UserRow, context: RequestContext, now: Date) {
    // The sign-in must not wait for, or fail with, the notification.
    this.audit
      .record(user.id, 'device.new', now, context)
      .then(() =>
        this.mailer.send(
          newSignInMail(user.language, user.email, {
            device: deviceLabel(context.userAgent, user.language),
            ip: context.ip,
            at: now,
          }),
        ),
      )
      .catch((error: unknown) => this.log.error({ err: error }, 'new sign-in notice failed'));
  }

  /** Registration: the first device is remembered without a notice. */
  private async rememberFirstDevice(db: Db, userId: string, context: RequestContext, now: Date) {
    if (!context.deviceHash) return;
    await db.execute(
      sql`insert into user_devices (user_id, device_hash, first_seen_at, last_seen_at)
          values (${userId}, ${context.deviceHash}, ${at(now)}, ${at(now)}) on conflict do nothing`,
    );
  }
}
