import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
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

/** One line per answered request, written when it is answered; none at its start. */
describe('request log lines', () => {
  async function loggingApp(env: Record<string, string> = {}, webDistDir?: string) {
    const lines: string[] = [];
    const ctx = await createTestApp({
      env: { LOG_LEVEL: 'info', ...env },
      logStream: { write: (line) => void lines.push(line) },
      ...(webDistDir ? { webDistDir } : {}),
    });
    // What the start logged is not what these tests read.
    lines.length = 0;
    const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    return { ctx, lines, entries };
  }

  it('are one per request: method, route pattern, status, duration, the network of the address', async () => {
    const { ctx, lines, entries } = await loggingApp();
    try {
      const answer = await ctx.app.inject({
        url: '/api/auth/oauth/github?code=SECRET-CODE',
        remoteAddress: '203.0.113.77',
      });
      expect(entries()).toEqual([
        {
          level: 30,
          time: expect.any(Number),
          pid: process.pid,
          hostname: expect.any(String),
          reqId: expect.any(String),
          method: 'GET',
          route: '/api/auth/oauth/:provider',
          status: answer.statusCode,
          ms: expect.any(Number),
          address: '203.0.113.0',
          msg: 'request completed',
        },
      ]);
      const text = lines.join('\n');
      expect(text).not.toContain('203.0.113.77');
      expect(text).not.toContain('SECRET-CODE');
      expect(text).not.toContain('github');
    } finally {
      await ctx.close();
    }
  });

  it('put health probes and the web app files at debug', async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'trousse-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Trousse</title><div id="root"></div>');
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log("trousse")');
    const quiet = [
      '/api/ping',
      '/api/health/live',
      '/api/health/ready',
      '/',
      '/app/password-generator',
      '/assets/index-abc123.js',
    ];
    try {
      for (const level of ['info', 'debug']) {
        const { ctx, entries } = await loggingApp({ LOG_LEVEL: level }, webDir);
        try {
          for (const url of [...quiet, '/api/apps', '/assets/missing.js'])
            expect((await ctx.app.inject(url)).statusCode).toBeLessThan(500);
          const logged = entries().map((entry) => [entry.level, entry.route, entry.status]);
          const others = [
            [30, '/api/apps', 200],
            // A missing file of the app is worth seeing: a page that references it is broken.
            [30, null, 404],
          ];
          if (level === 'info') expect(logged).toEqual(others);
          else
            expect(logged).toEqual([
              [20, '/api/ping', 200],
              [20, '/api/health/live', 200],
              [20, '/api/health/ready', 200],
              [20, null, 200],
              [20, null, 200],
              [20, '/assets/index-abc123.js', 200],
              ...others,
            ]);
        } finally {
          await ctx.close();
        }
      }
    } finally {
      rmSync(webDir, { recursive: true, force: true });
    }
  });

  it('keep the error line of a 5xx, through the safe serializer, tied to its request line', async () => {
    const { ctx, entries } = await loggingApp();
    try {
      // A table gone from under the server: the query fails, the call answers 500.
      await ctx.database.db.execute(sql`alter table system_alerts rename to system_alerts_gone`);
      const answer = await ctx.app.inject({ url: '/api/alerts/global' });
      expect(answer.statusCode).toBe(500);
      const [error, request, ...rest] = entries();
      expect(rest).toEqual([]);
      expect(error).toMatchObject({ level: 50, msg: 'unhandled error', err: { code: '42P01' } });
      // PGlite's errors carry their statement; node-postgres's do not (the SQLSTATE says enough).
      if (ctx.database.kind === 'pglite')
        expect(error!.err).toMatchObject({ statement: expect.stringContaining('system_alerts') });
      expect(request).toMatchObject({ level: 30, route: '/api/alerts/global', status: 500 });
      expect(error!.reqId).toBe(request!.reqId);
      await ctx.database.db.execute(sql`alter table system_alerts_gone rename to system_alerts`);
    } finally {
      await ctx.close();
    }
  });
});
