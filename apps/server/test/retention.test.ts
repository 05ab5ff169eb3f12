import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RETENTION } from '@trousse/contracts/legal-figures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../src/admin';
import { login, register, uniqueEmail } from './auth-helpers';
import type { TestContext } from './helpers';
import { withTestAppAndMail } from './mail-listener';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/** `date` moved by whole calendar months or years, as PostgreSQL's make_interval does. */
function plus(date: Date, { months = 0, years = 0 }: { months?: number; years?: number }): Date {
  const moved = new Date(date);
  moved.setUTCFullYear(moved.getUTCFullYear() + years, moved.getUTCMonth() + months);
  return moved;
}

describe('the daily job keeps nothing longer than the privacy policy says', () => {
  let ctx: TestContext;
  withTestAppAndMail((made) => ({ ctx } = made));
  let output: string[];
  beforeEach(() => {
    output = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => output.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => output.push(line));
  });
  afterEach(() => vi.restoreAllMocks());

  /** The account's activity journal, oldest first. */
  const journal = async (userId: string) =>
    (
      await ctx.database.raw<{ created_at: Date }>(
        'select created_at from audit_events where user_id = $1 order by id',
        [userId],
      )
    ).map((row) => new Date(row.created_at).getTime());

  it(`removes the activity journal's events after ${RETENTION.logsMonths} months, one by one`, async () => {
    const account = await register(ctx, uniqueEmail('journal'));
    const start = ctx.clock.now();
    const limit = plus(start, { months: RETENTION.logsMonths });
    const first = await journal(account.user.id);
    expect(first.length).toBeGreaterThan(0);

    // A sign-in a month before the limit keeps the account alive and writes a newer event.
    ctx.clock.set(plus(start, { months: RETENTION.logsMonths - 1 }));
    expect((await login(ctx, account.email)).statusCode).toBe(200);
    const before = await journal(account.user.id);
    expect(before.length).toBeGreaterThan(first.length);

    ctx.clock.set(new Date(limit.getTime() - MINUTE_MS));
    expect((await ctx.app.services.inactivity.sweep()).removed.auditEvents).toBe(0);
    expect(await journal(account.user.id)).toEqual(before);

    // Past it: the registration's events go, the sign-in's stay.
    ctx.clock.set(new Date(limit.getTime() + MINUTE_MS));
    expect((await ctx.app.services.inactivity.sweep()).removed.auditEvents).toBeGreaterThanOrEqual(
      first.length,
    );
    expect(await journal(account.user.id)).toEqual(before.slice(first.length));
  });

  it(`removes a support message ${RETENTION.supportAfterResolutionYears} years after its resolution, or its sending if never resolved`, async () => {
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'trousse-retention-')),
      APP_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
    };
    const admin = (...args: string[]) => runAdmin(args, env, { database: ctx.database, clock: ctx.clock });
    const send = async (email: string) => {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/support',
        payload: { email, message: "Bonjour, l'installation d'une application échoue." },
      });
      expect(answer.statusCode).toBe(201);
      return answer.json().ticket as string;
    };
    const stored = async (ticket: string) =>
      (await ctx.database.raw('select 1 from support_messages where ticket = $1', [ticket])).length === 1;

    const sentAt = ctx.clock.now();
    const resolved = await send(uniqueEmail('resolved'));
    const open = await send(uniqueEmail('open'));

    // Resolved 100 days after it came, by the operators' command (and only once).
    ctx.clock.advance(100 * DAY_MS);
    const resolvedAt = ctx.clock.now();
    expect(await admin('support', 'resolve', resolved.toLowerCase())).toBe(0);
    expect(output.join('\n')).toContain(`Ticket ${resolved} résolu le`);
    expect(await admin('support', 'resolve', resolved)).toBe(0);
    expect(output.join('\n')).toContain(`Ticket ${resolved} déjà résolu le`);
    expect(await admin('support', 'resolve', 'SUP-20260101-ZZZZZZ')).toBe(1);
    expect(output.join('\n')).toContain('Aucun message au support pour le ticket SUP-20260101-ZZZZZZ.');
    expect(await admin('support', 'resolve', 'pas-un-ticket')).toBe(2);
    expect(output.join('\n')).toContain('Numéro de ticket invalide : pas-un-ticket');
    expect(await admin('support')).toBe(2);

    const years = RETENTION.supportAfterResolutionYears;
    // Past the years counted from its sending: the never-resolved one goes, the resolved one stays.
    ctx.clock.set(new Date(plus(sentAt, { years }).getTime() + MINUTE_MS));
    expect((await ctx.app.services.inactivity.sweep()).removed.supportMessages).toBeGreaterThanOrEqual(1);
    expect(await stored(open)).toBe(false);
    expect(await stored(resolved)).toBe(true);

    // Past the years counted from its resolution: it goes too.
    ctx.clock.set(new Date(plus(resolvedAt, { years }).getTime() + MINUTE_MS));
    await ctx.app.services.inactivity.sweep();
    expect(await stored(resolved)).toBe(false);
  });
});
