import type { Language } from '@trousse/contracts/language';
import { SUPPORT_MESSAGES_PER_DAY } from '@trousse/contracts/api/support/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client';
import { at } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import { randomString } from '../../lib/crypto';
import { supportErrors } from '@trousse/contracts/api/support/errors';
import { fail, mailFailed } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import { parisDay } from '../../lib/paris-time';
import { supportAcknowledgementMail, supportTeamMail } from '../mail/mails';

const DAY_MS = 24 * 3_600_000;
/** Uppercase letters and digits, without those read one for another (0/O, 1/I). */
const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/**
 * The first key of the two-key advisory locks taken per address: the two-key space is apart
 * from the one-key locks of migrations and periodic jobs, so a hashed address never meets them.
 */
const ADDRESS_LOCK_SPACE = 7_245_119;

export interface SupportMessageInput {
  /** Trimmed and lower-cased by the request schema. */
  email: string;
  message: string;
  language: Language;
  /** The signed-in sender's account, if any. */
  userId?: string;
  /** Truncated (requestContext's rule). */
  ip: string | null;
}

/**
 * The support form (part 2 §5): each message stored, mailed to the team (Reply-To: the sender)
 * and acknowledged to the sender with its ticket. At most 4 per address and 24 h, counted in SQL
 * under a lock per address, so that the limit holds across instances and concurrent posts.
 */
export class SupportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly teamAddress: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Stores and mails the message; its ticket. */
  async send(input: SupportMessageInput): Promise<string> {
    const now = this.clock.now();
    const ticket = await this.#store(input, now);
    try {
      await this.mailer.send(
        supportTeamMail(this.teamAddress, {
          ticket,
          email: input.email,
          language: input.language,
          at: now,
          message: input.message,
        }),
      );
    } catch (error) {
      // The team never heard of it: not a request, and not one of the address's 4 either.
      await this.db.execute(sql`delete from support_messages where ticket = ${ticket}`);
      throw mailFailed(error);
    }
    // The team has the message: a lost acknowledgement does not undo it.
    this.mailer
      .send(supportAcknowledgementMail(input.language, input.email, ticket))
      .catch((error: unknown) => this.log.error({ err: error }, 'support acknowledgement failed'));
    return ticket;
  }

  /** A number like a real ticket's, for the scripts that fill the honeypot: nothing is stored. */
  decoyTicket(): string {
    return newTicket(this.clock.now());
  }

  async #store(input: SupportMessageInput, now: Date): Promise<string> {
    return this.db.transaction(async (tx) => {
      // Concurrent posts for one address queue here until the first commits: the count below
      // then sees every message before it, on any instance.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}::int, hashtext(${input.email}))`,
      );
      const [counted] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from support_messages
            where email = ${input.email} and created_at > ${at(new Date(now.getTime() - DAY_MS))}`,
      );
      if ((counted?.n ?? 0) >= SUPPORT_MESSAGES_PER_DAY) throw fail(supportErrors.limitReached);
      for (let attempt = 0; ; attempt++) {
        const ticket = newTicket(now);
        // `do nothing` rather than a unique violation, which would abort the transaction. The
        // account is read back from users: one deleted meanwhile leaves the message anonymous.
        const inserted = await queryRows<{ ticket: string }>(
          tx,
          sql`insert into support_messages (ticket, email, user_id, message, language, ip, created_at)
              values (${ticket}, ${input.email}, (select id from users where id = ${input.userId ?? null}::uuid),
                      ${input.message}, ${input.language}, ${input.ip}, ${at(now)})
              on conflict (ticket) do nothing returning ticket`,
        );
        if (inserted.length > 0) return ticket;
        if (attempt >= 5) throw new Error('no free support ticket number');
      }
    });
  }
}

/** SUP-YYYYMMDD-XXXXXX: the day in Paris, then 6 random characters (32^6, about 10^9). */
function newTicket(now: Date): string {
  return `SUP-${parisDay(now).replaceAll('-', '')}-${randomString(TICKET_ALPHABET, 6)}`;
}
