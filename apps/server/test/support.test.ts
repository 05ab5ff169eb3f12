import { accountExportSchema } from '@trousse/contracts/api/account/schemas';
import { messagesFrSupport } from '@trousse/contracts/messages-fr-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, GOOD_CODE, register, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';
import { withTestAppAndMail, type MailListener } from './mail-listener';

const TEAM = 'support@trousse.local';
const TICKET = /^SUP-\d{8}-[A-Z0-9]{6}$/;
const HOUR_MS = 3_600_000;
const MESSAGE = 'Bonjour, je ne parviens pas à installer une application.';

type Payload = Record<string, unknown>;

function postTo(ctx: TestContext, payload: Payload, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: '/api/support', payload, headers });
}

/** The stored messages of an address (as the schema stores it: trimmed, lower-cased). */
async function storedFor(ctx: TestContext, email: string) {
  return ctx.database.raw<{ ticket: string; user_id: string | null; language: string; ip: string | null }>(
    'select ticket, user_id, language, ip from support_messages where email = $1 order by created_at, ticket',
    [email],
  );
}

describe('POST /api/support, through a real SMTP listener', () => {
  let ctx: TestContext;
  let smtp: MailListener;
  withTestAppAndMail((made) => ({ ctx, smtp } = made));

  const post = (payload: Payload, headers?: Record<string, string>) => postTo(ctx, payload, headers);
  const mailsTo = (to: string) => smtp.mails.filter((mail) => mail.to.includes(to));

  it('refuses each invalid field with the spec’s message, and stores nothing', async () => {
    const email = uniqueEmail('invalid');
    const cases: [Payload, string, string][] = [
      [{ message: MESSAGE }, 'email', messagesFrSupport.required],
      [{ email }, 'message', messagesFrSupport.required],
      [{ email: '   ', message: MESSAGE }, 'email', messagesFrSupport.required],
      [{ email, message: '            ' }, 'message', messagesFrSupport.required],
      [{ email: `${'a'.repeat(90)}@exemple.fr`, message: MESSAGE }, 'email', messagesFrSupport.emailTooLong],
      [{ email: 'pas-une-adresse', message: MESSAGE }, 'email', messagesFrSupport.emailInvalid],
      [{ email, message: 'a'.repeat(9) }, 'message', messagesFrSupport.messageTooShort],
      [{ email, message: 'a'.repeat(15_001) }, 'message', messagesFrSupport.messageTooLong],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await post(payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'Données invalides', code: 'VALIDATION_ERROR' });
      expect(answer.json().details).toContainEqual({ field, message });
    }
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual(
      expect.arrayContaining([
        { field: 'email', message: messagesFrSupport.required },
        { field: 'message', message: messagesFrSupport.required },
      ]),
    );
    // Exactly at the limits: accepted.
    const edge = `${'b'.repeat(89)}@exemple.fr`;
    expect((await post({ email: edge, message: 'a'.repeat(10) })).statusCode).toBe(201);
    expect((await post({ email: edge, message: 'a'.repeat(15_000) })).statusCode).toBe(201);

    const [row] = await ctx.database.raw<{ n: number }>(
      `select count(*)::int as n from support_messages where email <> $1`,
      [edge],
    );
    expect(row!.n).toBe(0);
  });

  it('mails the team with Reply-To the sender and the message escaped; acknowledges in French', async () => {
    const sender = uniqueEmail('sender');
    const message = '<script>alert(1)</script>\nDeuxième ligne & « guillemets ».';
    const answer = await post({ email: `  ${sender.toUpperCase()} `, message });
    expect(answer.statusCode).toBe(201);
    const { ticket, ...rest } = answer.json();
    expect(rest).toEqual({ success: true, message: messagesFrSupport.successBody });
    expect(ticket).toMatch(TICKET);
    // The ManualClock's day (2026-01-15, Paris).
    expect(ticket.startsWith('SUP-20260115-')).toBe(true);

    const stored = await storedFor(ctx, sender);
    expect(stored).toEqual([{ ticket, user_id: null, language: 'fr', ip: '127.0.0.0' }]);

    const team = await smtp.waitFor(TEAM, new RegExp(ticket));
    expect(team.subject).toBe(`[Support] ${ticket} — ${sender}`);
    expect(team.replyTo).toEqual([sender]);
    expect(team.html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;<br>Deuxième ligne &amp; « guillemets ».',
    );
    expect(team.html).not.toContain('<script>');
    expect(team.text).toContain(message);
    expect(team.text).toContain(sender);
    expect(team.text).toMatch(/15 janvier 2026 à 11:00/);

    const ack = await smtp.waitFor(sender, new RegExp(ticket));
    expect(ack.subject).toBe(`Votre demande de support ${ticket} a bien été reçue`);
    expect(ack.text).toContain('48 heures');
    // Never the message: the form must not relay what anyone typed to any address.
    expect(ack.text).not.toContain('alert(1)');
    expect(ack.html).not.toContain('alert');
    expect(ack.replyTo).toEqual([]);
  });

  it('acknowledges in the request’s language', async () => {
    const sender = uniqueEmail('english');
    const answer = await post({ email: sender, message: MESSAGE, language: 'en' });
    expect(answer.statusCode).toBe(201);
    const { ticket } = answer.json();
    const ack = await smtp.waitFor(sender, new RegExp(ticket));
    expect(ack.subject).toBe(`We have received your support request ${ticket}`);
    expect(ack.text).toContain('within 48 hours');
    expect((await storedFor(ctx, sender))[0]?.language).toBe('en');
    // The team's mail stays French.
    const team = await smtp.waitFor(TEAM, new RegExp(ticket));
    expect(team.text).toContain('langue : en');
  });

  it('accepts exactly 4 of 20 simultaneous posts for one address, whatever its case and spaces', async () => {
    const sender = uniqueEmail('burst');
    const variants = [sender, sender.toUpperCase(), ` ${sender}`, `${sender.replace(/^b/, 'B')}  `];
    const teamBefore = mailsTo(TEAM).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post({ email: variants[i % variants.length], message: MESSAGE })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
    for (const answer of answers.filter((one) => one.statusCode === 429)) {
      expect(answer.json()).toEqual({ error: messagesFrSupport.limitReached, code: 'SUPPORT_LIMIT_REACHED' });
    }
    const tickets = answers.filter((one) => one.statusCode === 201).map((one) => one.json().ticket as string);
    expect(new Set(tickets).size).toBe(4);
    expect((await storedFor(ctx, sender)).map((row) => row.ticket).sort()).toEqual([...tickets].sort());
    // The team heard of the 4 only.
    expect(mailsTo(TEAM).length - teamBefore).toBe(4);

    // Another address is not held back by this one.
    expect((await post({ email: uniqueEmail('other'), message: MESSAGE })).statusCode).toBe(201);

    // A day after the first message: one again, and only one.
    ctx.clock.advance(24 * HOUR_MS - 1_000);
    expect((await post({ email: sender, message: MESSAGE })).statusCode).toBe(429);
    ctx.clock.advance(1_000);
    expect((await post({ email: sender.toUpperCase(), message: MESSAGE })).statusCode).toBe(201);
    expect((await storedFor(ctx, sender)).length).toBe(5);
  });

  it('answers the honeypot like a success, storing and mailing nothing', async () => {
    const bot = uniqueEmail('bot');
    const answer = await post({ email: bot, message: MESSAGE, website: 'https://spam.example' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ success: true, message: messagesFrSupport.successBody });
    expect(answer.json().ticket).toMatch(TICKET);
    expect(await storedFor(ctx, bot)).toEqual([]);
    // The team mail would have been sent before the answer; the acknowledgement just after.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.filter((mail) => mail.to.includes(bot) || mail.text.includes(bot))).toEqual([]);
    // An empty honeypot is a person's.
    expect((await post({ email: bot, message: MESSAGE, website: '' })).statusCode).toBe(201);
    expect(await storedFor(ctx, bot)).toHaveLength(1);
  });

  it('joins a signed-in sender’s message to the account: language, export, deletion', async () => {
    const account = await register(ctx, uniqueEmail('member'));
    const auth = bearer(account.accessToken);
    const preferences = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: auth,
      payload: { language: 'de' },
    });
    expect(preferences.statusCode).toBe(200);

    // Without a language in the body, the account's.
    const sent = await post({ email: account.email, message: MESSAGE }, auth);
    expect(sent.statusCode).toBe(201);
    const { ticket } = sent.json();
    const ack = await smtp.waitFor(account.email, new RegExp(ticket));
    expect(ack.subject).toBe(`Ihre Support-Anfrage ${ticket} ist bei uns eingegangen`);
    expect(await storedFor(ctx, account.email)).toEqual([
      { ticket, user_id: account.user.id, language: 'de', ip: '127.0.0.0' },
    ]);

    // A bearer that is not a live session's is no error: the message is only anonymous.
    const forged = await post({ email: account.email, message: MESSAGE }, bearer('not.a.token'));
    expect(forged.statusCode).toBe(201);
    const anonymous = (await storedFor(ctx, account.email)).find(
      (row) => row.ticket === forged.json().ticket,
    );
    expect(anonymous?.user_id).toBeNull();

    const exported = await ctx.app.inject({ url: '/api/account/export', headers: auth });
    expect(exported.statusCode).toBe(200);
    const data = accountExportSchema.parse(exported.json());
    expect(data.supportMessages).toEqual([
      {
        ticket,
        email: account.email,
        message: MESSAGE,
        createdAt: ctx.clock.now().toISOString(),
        resolvedAt: null,
      },
    ]);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: auth,
      payload: { currentCode: GOOD_CODE },
    });
    expect(deleted.statusCode).toBe(200);
    // The account's message goes with it; the anonymous one stays.
    expect((await storedFor(ctx, account.email)).map((row) => row.ticket)).toEqual([forged.json().ticket]);
  });
});

describe('POST /api/support when the team cannot be mailed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Nothing listens on port 1: every mail fails.
    ctx = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  });
  afterAll(() => ctx.close());

  it('answers 503 and keeps nothing, so the address’s 4 messages are not spent', async () => {
    const sender = uniqueEmail('unmailed');
    for (let i = 0; i < 5; i++) {
      const answer = await postTo(ctx, { email: sender, message: MESSAGE });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ code: 'MAIL_FAILED' });
    }
    expect(await storedFor(ctx, sender)).toEqual([]);
  });
});

describe('POST /api/support per IP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { SUPPORT_RATE_LIMIT_PER_HOUR: '2' } });
  });
  afterAll(() => ctx.close());

  it('limits the posts of one IP per hour (SUPPORT_RATE_LIMIT_PER_HOUR)', async () => {
    const from = (remoteAddress: string) => ({
      method: 'POST' as const,
      url: '/api/support',
      remoteAddress,
    });
    const send = (remoteAddress: string) =>
      ctx.app.inject({ ...from(remoteAddress), payload: { email: uniqueEmail('ip'), message: MESSAGE } });
    expect((await send('203.0.113.7')).statusCode).toBe(201);
    expect((await send('203.0.113.7')).statusCode).toBe(201);
    const third = await send('203.0.113.7');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another client is not held back.
    expect((await send('198.51.100.9')).statusCode).toBe(201);
  });
});

describe('GET /api/support/contact', () => {
  it('gives the phone of the configuration, or none', async () => {
    const withPhone = await createTestApp({ env: { SUPPORT_PHONE: '01 23 45 67 89' } });
    const without = await createTestApp();
    try {
      expect((await withPhone.app.inject({ url: '/api/support/contact' })).json()).toEqual({
        phone: '01 23 45 67 89',
      });
      expect((await without.app.inject({ url: '/api/support/contact' })).json()).toEqual({ phone: null });
    } finally {
      await withPhone.close();
      await without.close();
    }
  });
});
