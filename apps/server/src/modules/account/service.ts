import type { AccountExport } from '@trousse/contracts/api/account/schemas';
import type { Language } from '@trousse/contracts/language';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client';
import {
  appFavorites,
  appInstalls,
  appLikes,
  auditEvents,
  cancellationRequests,
  cgvAcceptances,
  oauthIdentities,
  recoveryEmailChanges,
  sessions,
  subscriptions,
  supportMessages,
  usageCounters,
  userDevices,
  users,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { unauthenticated } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import type { AppsService } from '../apps/service';
import type { AuditService } from '../audit/service';
import type { RequestContext } from '../auth/context';
import type { SessionService } from '../auth/sessions';
import type { BillingService } from '../billing/service';
import { accountConsentRecords } from '../consent/service';
import { accountDeletedMail } from '../mail/mails';
import { exportToolsData } from './tools-export';
import type { QuotaService } from '../quota/service';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The account's own data (GDPR articles 15, 17 and 20): the export, and the deletion. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly apps: AppsService,
    private readonly quota: QuotaService,
    private readonly billing: BillingService,
    private readonly audit: AuditService,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Every personal record of the account. Columns are named one by one, so no secret (code hash,
   * TOTP secret, token or code hashes, device hashes, Stripe ids) is even read.
   */
  async export(userId: string, context: RequestContext): Promise<AccountExport> {
    const now = this.clock.now();
    // First, so that the log exported says this export happened.
    await this.audit.record(userId, 'account.exported', now, context);
    const byUser = (table: { userId: AnyPgColumn }) => eq(table.userId, userId);
    const userApp = (table: typeof appLikes | typeof appFavorites | typeof appInstalls) =>
      this.db
        .select({ appId: table.appId, at: table.createdAt })
        .from(table)
        .where(byUser(table))
        .orderBy(asc(table.createdAt), asc(table.appId));

    const [
      [profile],
      [change],
      sessionRows,
      deviceRows,
      auditRows,
      socialRows,
      likes,
      favorites,
      installs,
      [subscription],
      usageRows,
      termsRows,
      cancellationRows,
      supportRows,
      consentRows,
      toolsData,
    ] = await Promise.all([
      this.db
        .select({
          email: users.email,
          simpleId: users.simpleId,
          language: users.language,
          recoveryEmail: users.recoveryEmail,
          twoFactorEnabled: users.twoFactorEnabled,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
          lastLoginAt: users.lastLoginAt,
          failedAttempts: users.failedAttempts,
          lockedUntil: users.lockedUntil,
        })
        .from(users)
        .where(eq(users.id, userId)),
      this.db
        .select({
          requestedAt: recoveryEmailChanges.requestedAt,
          delayEndsAt: recoveryEmailChanges.delayEndsAt,
          windowEndsAt: recoveryEmailChanges.windowEndsAt,
        })
        .from(recoveryEmailChanges)
        .where(byUser(recoveryEmailChanges)),
      this.db
        .select({
          device: sessions.deviceLabel,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          endedAt: sessions.revokedAt,
          endReason: sessions.revokedReason,
        })
        .from(sessions)
        .where(byUser(sessions))
        .orderBy(asc(sessions.createdAt), asc(sessions.id)),
      this.db
        .select({ firstSeenAt: userDevices.firstSeenAt, lastSeenAt: userDevices.lastSeenAt })
        .from(userDevices)
        .where(byUser(userDevices))
        .orderBy(asc(userDevices.firstSeenAt)),
      this.db
        .select({
          type: auditEvents.type,
          createdAt: auditEvents.createdAt,
          ip: auditEvents.ip,
          device: auditEvents.device,
        })
        .from(auditEvents)
        .where(byUser(auditEvents))
        .orderBy(asc(auditEvents.id)),
      this.db
        .select({
          provider: oauthIdentities.provider,
          email: oauthIdentities.email,
          linkedAt: oauthIdentities.createdAt,
        })
        .from(oauthIdentities)
        .where(byUser(oauthIdentities))
        .orderBy(asc(oauthIdentities.createdAt)),
      userApp(appLikes),
      userApp(appFavorites),
      userApp(appInstalls),
      this.db
        .select({
          planType: subscriptions.plan,
          status: subscriptions.status,
          startedAt: subscriptions.startedAt,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        })
        .from(subscriptions)
        .where(byUser(subscriptions)),
      this.db
        .select({ period: usageCounters.periodKey, count: usageCounters.used })
        .from(usageCounters)
        .where(byUser(usageCounters))
        .orderBy(asc(usageCounters.periodKey)),
      this.db
        .select({
          version: cgvAcceptances.cgvVersion,
          plan: cgvAcceptances.plan,
          acceptedAt: cgvAcceptances.acceptedAt,
          ip: cgvAcceptances.ip,
        })
        .from(cgvAcceptances)
        .where(byUser(cgvAcceptances))
        .orderBy(asc(cgvAcceptances.acceptedAt)),
      this.db
        .select({
          number: cancellationRequests.number,
          withdrawal: cancellationRequests.withdrawal,
          requestedAt: cancellationRequests.requestedAt,
          effectiveAt: cancellationRequests.effectiveAt,
        })
        .from(cancellationRequests)
        .where(byUser(cancellationRequests))
        .orderBy(asc(cancellationRequests.requestedAt)),
      this.db
        .select({
          ticket: supportMessages.ticket,
          email: supportMessages.email,
          message: supportMessages.message,
          createdAt: supportMessages.createdAt,
          resolvedAt: supportMessages.resolvedAt,
        })
        .from(supportMessages)
        .where(byUser(supportMessages))
        .orderBy(asc(supportMessages.createdAt), asc(supportMessages.ticket)),
      accountConsentRecords(this.db, userId),
      exportToolsData(this.db, userId),
    ]);
    if (!profile) throw unauthenticated();

    const dated = (rows: { appId: string; at: Date }[]) => rows.map((row) => ({ ...row, at: iso(row.at) }));
    return {
      exportedAt: iso(now),
      profile: {
        email: profile.email,
        IDsimple: profile.simpleId,
        language: profile.language,
        recoveryEmail: profile.recoveryEmail,
        twoFactorEnabled: profile.twoFactorEnabled,
        createdAt: iso(profile.createdAt),
        updatedAt: iso(profile.updatedAt),
        lastLoginAt: isoOrNull(profile.lastLoginAt),
        failedAttempts: profile.failedAttempts,
        lockedUntil: isoOrNull(profile.lockedUntil),
      },
      recoveryEmailChange: change
        ? {
            requestedAt: iso(change.requestedAt),
            delayEndsAt: iso(change.delayEndsAt),
            windowEndsAt: isoOrNull(change.windowEndsAt),
          }
        : null,
      sessions: sessionRows.map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
        lastSeenAt: iso(row.lastSeenAt),
        expiresAt: iso(row.expiresAt),
        endedAt: isoOrNull(row.endedAt),
      })),
      devices: deviceRows.map((row) => ({
        firstSeenAt: iso(row.firstSeenAt),
        lastSeenAt: iso(row.lastSeenAt),
      })),
      auditLog: auditRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      socialAccounts: socialRows.map((row) => ({ ...row, linkedAt: iso(row.linkedAt) })),
      likes: dated(likes),
      favorites: dated(favorites),
      installs: dated(installs),
      subscription: subscription
        ? {
            ...subscription,
            startedAt: isoOrNull(subscription.startedAt),
            currentPeriodEnd: isoOrNull(subscription.currentPeriodEnd),
          }
        : null,
      usage: usageRows,
      termsAcceptances: termsRows.map((row) => ({ ...row, acceptedAt: iso(row.acceptedAt) })),
      cancellationRequests: cancellationRows.map((row) => ({
        ...row,
        requestedAt: iso(row.requestedAt),
        effectiveAt: iso(row.effectiveAt),
      })),
      supportMessages: supportRows.map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
        resolvedAt: isoOrNull(row.resolvedAt),
      })),
      consentRecords: consentRows,
      ...toolsData,
    };
  }

  /**
   * Deletes the account, its codes already checked by the caller. A paid subscription ends at
   * Stripe first: if Stripe fails, nothing is deleted (503). Then one transaction ends the
   * sessions, takes the account's likes off the catalogue's counters and deletes the user row;
   * the foreign keys remove the rest, and leave the billing records the law keeps (terms
   * acceptances, cancellation requests) behind with an empty user id.
   *
   * `onlyIf` (the inactivity sweep: no sign-in since its notice) is checked before Stripe is
   * called, so that an account kept never loses its subscription, and again under the row lock.
   */
  async delete(
    user: { id: string; email: string; language: Language },
    options: { onlyIf?: SQL; mail?: boolean } = {},
  ): Promise<boolean> {
    if (options.onlyIf) {
      const [still] = await queryRows<{ id: string }>(
        this.db,
        sql`select id from users where id = ${user.id} and ${options.onlyIf}`,
      );
      if (!still) return false;
    }
    await this.billing.cancelNowForDeletion(user.id);
    const now = this.clock.now();
    const deleted = await this.db.transaction(async (tx) => {
      // The row lock holds back a like, favourite or sign-in of this account until the end:
      // none can slip in between the counters' update and the delete. `onlyIf` is checked
      // under that lock (the inactivity sweep: no sign-in since its notice).
      const [locked] = await queryRows<{ id: string }>(
        tx,
        sql`select id from users where id = ${user.id} ${options.onlyIf ? sql`and ${options.onlyIf}` : sql``} for update`,
      );
      if (!locked) return false;
      await this.sessions.revokeAllForUser(user.id, 'account-deleted', tx);
      await tx.execute(sql`
        with removed as (delete from app_likes where user_id = ${user.id} returning app_id)
        update apps set likes_count = greatest(0, likes_count - 1)
        where id in (select app_id from removed)`);
      await tx.execute(sql`delete from users where id = ${user.id}`);
      return true;
    });
    if (!deleted) return false;

    // The triggers tell every instance (decision 011); this one drops its copies without waiting.
    this.sessions.live.invalidateWhere((session) => session.userId === user.id);
    this.apps.flags.invalidate(user.id);
    this.apps.invalidate();
    this.quota.subscriptions.invalidate(user.id);

    if (options.mail !== false) {
      this.mailer
        .send(accountDeletedMail(user.language, user.email, now))
        .catch((error: unknown) => this.log.error({ err: error }, 'account deletion notice failed'));
    }
    return true;
  }
}
