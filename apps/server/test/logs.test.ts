import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { register } from './auth-helpers';
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
      expect(mailLines[0]).toMatchObject({
        level: 30,
        msg: `mail written to ${file}`,
        mail: { to: [email], subject: 'Votre code de réinitialisation Trousse', file },
      });
    } finally {
      await ctx.close();
    }
  });

  it('with SMTP_URL, logs the recipient and the subject only', async () => {
    const smtp = await startMailListener();
    const { ctx, lines } = await loggingApp({ SMTP_URL: smtp.url });
    try {
      const email = await requestReset(ctx);
      const code = resetCodeIn((await smtp.waitFor(email, /réinitialisation/)).text);

      expectNowhere(lines, code);
      const mailLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.mail);
      expect(mailLines).toHaveLength(1);
      expect(mailLines[0].msg).toBe('mail sent');
      expect(mailLines[0].mail).toEqual({
        to: [email],
        subject: 'Votre code de réinitialisation Trousse',
      });
    } finally {
      await ctx.close();
      await smtp.close();
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
