import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { bearer, login, register, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';
import { withTestAppAndMail, type MailListener } from './mail-listener';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('automatic deletion of inactive accounts', () => {
  let ctx: TestContext;
  let smtp: MailListener;
  withTestAppAndMail((made) => ({ ctx, smtp } = made));

  const exists = async (id: string) =>
    (await queryRows(ctx.database.db, sql`select id from users where id = ${id}`)).length === 1;
  const userId = async (token: string) =>
    (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().user.id as string;

  it('mails the notice after 11 months without sign-in, deletes 30 days later; a sign-in in between keeps the account', async () => {
    const idle = await register(ctx, uniqueEmail('idle'));
    const back = await register(ctx, uniqueEmail('back'));
    const idleId = await userId(idle.accessToken);
    const backId = await userId(back.accessToken);

    // Ten months later: not yet.
    ctx.clock.advance(305 * DAY_MS);
    expect((await ctx.app.services.inactivity.sweep()).noticed).toBe(0);

    // Past 11 months: one notice each, once.
    ctx.clock.advance(32 * DAY_MS);
    const first = await ctx.app.services.inactivity.sweep();
    expect(first.noticed).toBeGreaterThanOrEqual(2);
    const notice = await smtp.waitFor(idle.email, /sera supprimé le/);
    expect(notice.text).toContain('connecter avant cette date');
    const again = await ctx.app.services.inactivity.sweep();
    expect(again).toMatchObject({ noticed: 0, deleted: 0, running: true });

    // One of them signs in before the date.
    ctx.clock.advance(10 * DAY_MS);
    expect((await login(ctx, back.email)).statusCode).toBe(200);

    ctx.clock.advance(21 * DAY_MS);
    const swept = await ctx.app.services.inactivity.sweep();
    expect(swept.deleted).toBeGreaterThanOrEqual(1);
    expect(await exists(idleId)).toBe(false);
    expect(await exists(backId)).toBe(true);
  });

  it('never deletes an account whose paid plan runs', async () => {
    const paying = await register(ctx, uniqueEmail('paying'));
    const id = await userId(paying.accessToken);
    await ctx.database.db.execute(
      sql`update subscriptions set plan = 'PREMIUM', status = 'ACTIVE' where user_id = ${id}`,
    );
    ctx.clock.advance(400 * DAY_MS);
    await ctx.app.services.inactivity.sweep();
    ctx.clock.advance(40 * DAY_MS);
    await ctx.app.services.inactivity.sweep();
    expect(await exists(id)).toBe(true);
  });

  it('acts once when two instances run the job at the same time', async () => {
    const second = await createTestApp({
      database: ctx.database,
      clock: ctx.clock,
      env: { SMTP_URL: smtp.url },
    });
    try {
      const accounts = await Promise.all([1, 2, 3].map(() => register(ctx, uniqueEmail('twice'))));
      ctx.clock.advance(340 * DAY_MS);
      const runs = await Promise.all([
        ctx.app.services.inactivity.sweep(),
        second.app.services.inactivity.sweep(),
      ]);
      expect(runs.reduce((sum, run) => sum + run.noticed, 0)).toBeGreaterThanOrEqual(accounts.length);
      for (const account of accounts) {
        await smtp.waitFor(account.email, /sera supprimé le/);
        const notices = smtp.mails.filter(
          (mail) => mail.to.includes(account.email) && /sera supprimé le/.test(mail.subject),
        );
        expect(notices).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});
