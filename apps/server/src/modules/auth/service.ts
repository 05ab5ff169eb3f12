import { type AuthResponse, type CheckEmailResponse, type User } from '@trousse/contracts/auth';
import { MAX_LOGIN_ATTEMPTS, RESET_CODE_ALPHABET } from '@trousse/contracts/auth-rules';
import { errorCodes } from '@trousse/contracts/error-codes';
import { messagesFr } from '@trousse/contracts/messages-fr';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client';
import { users } from '../../db/schema';
import { at, violatedConstraint } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import type { CodeHasher } from '../../lib/code-hasher';
import { randomString } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import type { AuditService } from '../audit/service';
import type { RequestContext } from './context';
import { newSignInMail } from './mails';
import type { IssuedSession, SessionService } from './sessions';

export const LOCK_DURATION_MS = 3 * 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

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
  };
}

export function toAuthResponse(result: SignInResult): AuthResponse {
  return result.requires2FA
    ? { requires2FA: true, email: result.email }
    : { requires2FA: false, accessToken: result.accessToken, user: result.user };
}

const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

export const accountLocked = (remainingTime: number) =>
  new HttpError(423, messagesFr.accountLocked, errorCodes.accountLocked, { remainingTime });

export class AuthService {
  constructor(
    private readonly db: Db,
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
    input: { email: string; code: string },
    context: RequestContext,
  ): Promise<SignInResult & { requires2FA: false }> {
    if (await this.findByEmail(input.email)) throw emailTaken();
    const codeHash = await this.hasher.hash(input.code);
    const now = this.clock.now();

    let user: UserRow | undefined;
    for (let attempt = 0; !user; attempt++) {
      try {
        [user] = await this.db
          .insert(users)
          .values({
            email: input.email,
            simpleId: `TR-${randomString(RESET_CODE_ALPHABET, 6)}`,
            codeHash,
            registrationDeviceHash: context.fingerprintHash,
            createdAt: now,
            updatedAt: now,
            lastLoginAt: now,
          })
          .returning();
      } catch (error) {
        const constraint = violatedConstraint(error);
        if (constraint === 'users_email_unique') throw emailTaken();
        if (constraint === 'users_registration_device_unique')
          throw new HttpError(409, messagesFr.deviceLimit, errorCodes.deviceLimitExceeded);
        // Two IDsimple drawn alike (1 in a billion): draw again.
        if (constraint === 'users_simple_id_unique' && attempt < 5) continue;
        throw error;
      }
    }

    // Every account starts on the FREE plan.
    await this.db.execute(
      sql`insert into subscriptions (user_id) values (${user.id}) on conflict do nothing`,
    );
    await this.audit.record(user.id, 'account.created', now, context);
    await this.rememberFirstDevice(user.id, context, now);
    const session = await this.sessions.create(user.id, context, { twoFactor: false });
    return { requires2FA: false, accessToken: session.accessToken, user: toUser(user), session };
  }

  /**
   * Verifies a code under the lockout (DECISIONS §2). The failure is counted *before* the
   * code is evaluated, in one conditional UPDATE: concurrent guesses can never evaluate more
   * than MAX_LOGIN_ATTEMPTS, and a crash mid-check errs on the side of the lock.
   */
  async login(input: { email: string; code: string }, context: RequestContext): Promise<SignInResult> {
    const now = this.clock.now();
    const lockUntil = new Date(now.getTime() + LOCK_DURATION_MS);
    const fresh = sql`(locked_until is not null and locked_until <= ${at(now)})`;
    const [charged] = await this.db
      .update(users)
      .set({
        failedAttempts: sql`case when ${fresh} then 1 else failed_attempts + 1 end`,
        lockedUntil: sql`case when (case when ${fresh} then 1 else failed_attempts + 1 end) >= ${MAX_LOGIN_ATTEMPTS}
                              then ${at(lockUntil)} else null end`,
      })
      .where(sql`email = ${input.email} and (locked_until is null or locked_until <= ${at(now)})`)
      .returning();
    if (!charged) {
      const user = await this.findByEmail(input.email);
      if (user?.lockedUntil) throw accountLocked(secondsUntil(user.lockedUntil, now));
      // Unknown email: cost one verify all the same, so timing tells nothing.
      await this.hasher.verifyDummy(input.code);
      throw wrongCode(MAX_LOGIN_ATTEMPTS);
    }

    if (!(await this.hasher.verify(charged.codeHash, input.code))) {
      await this.audit.record(charged.id, 'login.failed', now, context);
      if (charged.failedAttempts >= MAX_LOGIN_ATTEMPTS) {
        await this.audit.record(charged.id, 'account.locked', now, context);
        throw accountLocked(LOCK_DURATION_MS / 1000);
      }
      throw wrongCode(MAX_LOGIN_ATTEMPTS - charged.failedAttempts);
    }

    const user = { ...charged, failedAttempts: 0, lockedUntil: null, lastLoginAt: now };
    return this.completeSignIn(user, context, { resetCounter: true });
  }

  /** After the access code (login or reset): the second factor if enabled, else a session. */
  async completeSignIn(
    user: UserRow,
    context: RequestContext,
    options: { resetCounter?: boolean; secondFactorPassed?: boolean } = {},
  ): Promise<SignInResult> {
    if (user.twoFactorEnabled && !options.secondFactorPassed)
      return { requires2FA: true, email: user.email, userId: user.id };
    const now = this.clock.now();
    // One statement: counters cleared, device remembered, sign-in logged (PGlite runs every
    // statement on the event loop, so a sign-in keeps their number low).
    const [device] = await queryRows<{ inserted: boolean | null }>(
      this.db,
      sql`
      with cleared as (
        update users set failed_attempts = 0, locked_until = null, last_login_at = ${at(now)}
        where id = ${user.id} and ${options.resetCounter ? sql`true` : sql`false`}
      ),
      logged as (
        insert into audit_events (user_id, type, created_at, ip, device)
        values (${user.id}, 'login.succeeded', ${at(now)}, ${context.ip}, ${context.device})
      ),
      seen as (
        insert into user_devices (user_id, device_hash, first_seen_at, last_seen_at)
        select ${user.id}, ${context.deviceHash}, ${at(now)}, ${at(now)} where ${context.deviceHash}::text is not null
        on conflict (user_id, device_hash) do update set last_seen_at = excluded.last_seen_at
        returning (xmax = 0) as inserted
      )
      select (select inserted from seen) as inserted`,
    );
    if (device?.inserted) this.notifyNewDevice(user, context, now);
    const session = await this.sessions.create(user.id, context, { twoFactor: user.twoFactorEnabled });
    return { requires2FA: false, accessToken: session.accessToken, user: toUser(user), session };
  }

  /** A first sign-in from this device: logged, and mailed as 'Nouvelle connexion' (DECISIONS §9). */
  private notifyNewDevice(user: UserRow, context: RequestContext, now: Date) {
    // The sign-in must not wait for, or fail with, the notification.
    this.audit
      .record(user.id, 'device.new', now, context)
      .then(() =>
        this.mailer.send(newSignInMail(user.email, { device: context.deviceLabel, ip: context.ip, at: now })),
      )
      .catch((error: unknown) => this.log.error({ err: error }, 'new sign-in notice failed'));
  }

  /** Registration: the first device is remembered without a notice. */
  private async rememberFirstDevice(userId: string, context: RequestContext, now: Date) {
    if (!context.deviceHash) return;
    await this.db.execute(
      sql`insert into user_devices (user_id, device_hash, first_seen_at, last_seen_at)
          values (${userId}, ${context.deviceHash}, ${at(now)}, ${at(now)}) on conflict do nothing`,
    );
  }
}

function emailTaken() {
  return new HttpError(409, messagesFr.emailTaken, errorCodes.emailTaken);
}

function wrongCode(remainingAttempts: number) {
  return new HttpError(401, messagesFr.wrongCode, errorCodes.invalidCode, { remainingAttempts });
}
