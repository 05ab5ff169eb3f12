import { consentCategories, CONSENT_VERSION } from '@trousse/contracts/cookie-rules';
import type { ConsentRecord, TrackConsentRequest } from '@trousse/contracts/api/consent/schemas';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consentRecords } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/** Longer user agents are cut: the proof needs the browser, not an unbounded header. */
const USER_AGENT_MAX = 512;

/** Who made the choice: the browser's session id, the account if signed in, where from. */
export interface ConsentContext {
  sessionId: string;
  /** A live session's account; its deletion takes the records along (the FK cascades). */
  userId?: string;
  /** Truncated (truncateIp). */
  ip: string | null;
  userAgent: string | undefined;
}

export interface ConsentProof {
  consentId: string;
  timestamp: string;
}

type Row = typeof consentRecords.$inferSelect;

/**
 * The proof of each cookie choice (GDPR art. 7(1)): one appended row per grant or withdrawal,
 * never updated, read back by the session that made it and by the account it was made under.
 */
export class ConsentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async track(choice: TrackConsentRequest, context: ConsentContext): Promise<ConsentProof> {
    const { consent } = choice;
    // The schema checked the lists against the choices: stored in one canonical order, once each.
    return this.#append(context, {
      action: 'grant',
      method: choice.consentMethod,
      analytics: consent.analytics,
      marketing: consent.marketing,
      acceptedCategories: consentCategories.filter((category) => consent[category]),
      rejectedCategories: consentCategories.filter((category) => !consent[category]),
      consentVersion: choice.consentVersion,
      bannerVersion: choice.bannerVersion,
    });
  }

  /** A withdrawal: back to the necessary cookies only. */
  async revoke(method: string, context: ConsentContext): Promise<ConsentProof> {
    return this.#append(context, {
      action: 'revoke',
      method,
      analytics: false,
      marketing: false,
      acceptedCategories: ['necessary'],
      rejectedCategories: ['analytics', 'marketing'],
      consentVersion: CONSENT_VERSION,
      bannerVersion: null,
    });
  }

  /**
   * Newest first: the session's records made without an account, and, for a signed-in caller,
   * every record of that account (from any browser). A record made under another account never
   * shows, even with its session id: a shared browser does not share the accounts' proofs.
   */
  async history(sessionId: string, userId: string | undefined): Promise<ConsentRecord[]> {
    const anonymousOfSession = and(eq(consentRecords.sessionId, sessionId), isNull(consentRecords.userId));
    const rows = await this.db
      .select()
      .from(consentRecords)
      .where(userId ? or(anonymousOfSession, eq(consentRecords.userId, userId)) : anonymousOfSession)
      .orderBy(desc(consentRecords.createdAt), desc(consentRecords.consentId));
    return rows.map(recordOf);
  }

  async #append(
    context: ConsentContext,
    record: Pick<
      Row,
      | 'action'
      | 'method'
      | 'analytics'
      | 'marketing'
      | 'acceptedCategories'
      | 'rejectedCategories'
      | 'consentVersion'
      | 'bannerVersion'
    >,
  ): Promise<ConsentProof> {
    const now = this.clock.now();
    const [inserted] = await this.db
      .insert(consentRecords)
      .values({
        ...record,
        sessionId: context.sessionId,
        // Read back from users: an account deleted meanwhile leaves the record anonymous
        // instead of failing on the foreign key.
        userId: context.userId ? sql`(select id from users where id = ${context.userId}::uuid)` : null,
        ip: context.ip,
        userAgent: context.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        createdAt: now,
      })
      .returning({ consentId: consentRecords.consentId });
    if (!inserted) throw new Error('consent record not stored');
    return { consentId: inserted.consentId, timestamp: now.toISOString() };
  }
}

/** The records of an account, oldest first, for its data export. */
export async function accountConsentRecords(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(consentRecords.createdAt, consentRecords.consentId);
  return rows.map((row) => ({ ...recordOf(row), ip: row.ip, userAgent: row.userAgent }));
}

function recordOf(row: Row): ConsentRecord {
  return {
    consentId: row.consentId,
    sessionId: row.sessionId,
    action: row.action,
    method: row.method,
    analytics: row.analytics,
    marketing: row.marketing,
    acceptedCategories: row.acceptedCategories,
    rejectedCategories: row.rejectedCategories,
    consentVersion: row.consentVersion,
    bannerVersion: row.bannerVersion,
    createdAt: row.createdAt.toISOString(),
  };
}
