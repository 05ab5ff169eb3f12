import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { bearer, device, GOOD_CODE, login, register, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';
import { startMailListener } from './mail-listener';

/** Codes, tokens and secrets never reach a log line, in development as anywhere else. */
describe('log lines of a reset request', () => {
  /** An app logging at info level, in development, into `lines`. */
  async function loggingApp(env: Record<string, string> = {}) {
    const lines: string[] = [];
    const ctx = await createTestApp({
      env: { LOG_LEVEL: 'info', NODE_ENV: 'development', ...env },
      logStream: { write: (line) => void lines.push(line) },
    });
    return { ctx, lines };
  }

  async function requestReset(ctx: TestContext) {
    const { email } = await register(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-reset',
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    return email;
  }

  function resetCodeIn(text: string): string {
    const code = /code de réinitialisation : ([A-Z0-9]{8})/.exec(text)?.[1];
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    return code!;
  }

  function expectNowhere(lines: string[], code: string) {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.toUpperCase()).not.toContain(code);
  }

  it('without SMTP_URL, keeps the code out of the log and names the .eml file to read it from', async () => {
    const { ctx, lines } = await loggingApp();
    try {
      const email = await requestReset(ctx);
      const outbox = join(ctx.app.config.dataDir, 'mail');
      const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const file = join(outbox, files[0]!);
      const mail = await PostalMime.parse(readFileSync(file));
      const code = resetCodeIn(mail.text ?? '');

      expectNowhere(lines, code);
      const mailLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.mail);
      expect(mailLines).toHaveLength(1);
      expect(mailLines[0]).toMatchObject({ level: 30, msg: `mail written to ${file}` });
      expect(mailLines[0].mail).toEqual({ kind: 'reset-code', messageId: expect.any(String), file });
      for (const line of lines) expect(line).not.toContain(email);
      for (const line of lines) expect(line).not.toContain('réinitialisation');
    } finally {
      await ctx.close();
    }
  });

  it('with SMTP_URL, logs the kind and the message id only', async () => {
    const smtp = await startMailListener();
    const { ctx, lines } = await loggingApp({ SMTP_URL: smtp.url });
    try {
      const email = await requestReset(ctx);
      const code = resetCodeIn((await smtp.waitFor(email, /réinitialisation/)).text);

      expectNowhere(lines, code);
      const mailLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.mail);
      expect(mailLines).toHaveLength(1);
      expect(mailLines[0].msg).toBe('mail sent');
      expect(mailLines[0].mail).toEqual({ kind: 'reset-code', messageId: expect.any(String) });
      for (const line of lines) expect(line).not.toContain(email);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});

/** DECISIONS §8: a mail is logged by its kind and message id, never an address or a subject. */
describe('log lines of mails', () => {
  const TEAM = 'equipe-support@trousse.test';

  async function loggingApp(smtpUrl: string) {
    const lines: string[] = [];
    const ctx = await createTestApp({
      env: { LOG_LEVEL: 'info', SMTP_URL: smtpUrl, SUPPORT_EMAIL: TEAM },
      logStream: { write: (line) => void lines.push(line) },
    });
    return { ctx, lines };
  }

  it('name no address and no subject, whatever the mail (reset, new sign-in, support, deletion)', async () => {
    const smtp = await startMailListener();
    const { ctx, lines } = await loggingApp(smtp.url);
    try {
      const account = await register(ctx);
      const sender = uniqueEmail('support-sender');
      const calls = [
        { method: 'POST' as const, url: '/api/auth/request-reset', payload: { email: account.email } },
        {
          method: 'POST' as const,
          url: '/api/support',
          payload: { email: sender, message: 'Bonjour, une idée pour Trousse.' },
        },
      ];
      for (const call of calls) expect((await ctx.app.inject(call)).statusCode).toBeLessThan(300);
      // A sign-in from a device the account never used brings 'Nouvelle connexion'.
      const signIn = await login(ctx, account.email, GOOD_CODE, device('another'));
      expect(signIn.statusCode).toBe(200);
      const deletion = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: bearer(signIn.json().accessToken),
        payload: { currentCode: GOOD_CODE },
      });
      expect(deletion.statusCode).toBeLessThan(300);

      const received = [
        await smtp.waitFor(account.email, /réinitialisation/),
        await smtp.waitFor(TEAM, /Support/),
        await smtp.waitFor(sender, /SUP-/),
        await smtp.waitFor(account.email, /connexion/i),
        await smtp.waitFor(account.email, /supprimé/),
      ];
      // The team's subject holds the sender's address: it must not reach the log either.
      expect(received[1]!.subject).toContain(sender);

      const mailsLogged = () =>
        lines.flatMap((line) => {
          const { mail } = JSON.parse(line) as { mail?: unknown };
          return mail ? [mail] : [];
        });
      // A line is written once the server has accepted the mail, which the listener may see first.
      await expect.poll(() => mailsLogged().length).toBe(5);
      const mails = mailsLogged();
      expect(mails.map((mail) => (mail as { kind: string }).kind).sort()).toEqual(
        ['account-deleted', 'new-sign-in', 'reset-code', 'support-acknowledgement', 'support-team'].sort(),
      );
      for (const mail of mails)
        expect(mail).toEqual({ kind: expect.any(String), messageId: expect.stringMatching(/^<.+>$/) });
      for (const line of lines) {
        for (const address of [account.email, sender, TEAM]) expect(line).not.toContain(address);
        for (const { subject } of received) expect(line).not.toContain(subject);
      }
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });

  it('keep the refused addresses of an SMTP answer out of the log of a failed mail', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const refusal = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
          responseCode: 550,
        });
        callback(refusal);
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.server.address() as AddressInfo;
    const { ctx, lines } = await loggingApp(`smtp://127.0.0.1:${port}`);
    try {
      const sender = uniqueEmail('refused');
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/support',
        payload: { email: sender, message: 'Bonjour, une idée pour Trousse.' },
      });
      expect(answer.statusCode).toBe(503);
      const failure = lines.find((line) => line.includes('mail support-team not sent'));
      expect(failure).toContain('550');
      for (const line of lines) {
        expect(line).not.toContain(TEAM);
        expect(line).not.toContain(sender);
      }
    } finally {
      await ctx.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});

describe('request log lines', () => {
  it('carry the network of the address (IPv4 /24), never the full address', async () => {
    const lines: string[] = [];
    const ctx = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await ctx.app.inject({ url: '/api/health', remoteAddress: '203.0.113.77' });
      const incoming = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
      expect(incoming.length).toBeGreaterThan(0);
      for (const entry of incoming) expect(entry.req.remoteAddress).toBe('203.0.113.0');
      for (const line of lines) expect(line).not.toContain('203.0.113.77');
    } finally {
      await ctx.close();
    }
  });
});
