import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The Reply-To addresses, if any. */
  replyTo: string[];
}

/** A real SMTP server on loopback that keeps what it receives, for tests to read. */
export async function startMailListener() {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            mails.push({
              to: (parsed.to ?? []).map((address) => address.address ?? ''),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              replyTo: (parsed.replyTo ?? []).map((address) => address.address ?? ''),
            });
            waiters.splice(0).forEach((wake) => wake());
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail to `to` matching `subject`, waiting up to 5 s for it. */
    async waitFor(to: string, subject: RegExp): Promise<ReceivedMail> {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const found = mails.find((mail) => mail.to.includes(to) && subject.test(mail.subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailListener = Awaited<ReturnType<typeof startMailListener>>;

/**
 * A test app that sends its mail through a real SMTP listener (for a test file's beforeAll);
 * `close` stops both.
 */
async function createTestAppWithMail() {
  const smtp = await startMailListener();
  const ctx = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Trousse <no-reply@trousse.test>' },
  });
  return {
    ctx,
    smtp,
    close: async () => {
      await ctx.close();
      await smtp.close();
    },
  };
}

/**
 * For a test file's describe: a test app with its SMTP listener made before the tests (handed to
 * `ready`) and both stopped after them.
 */
export function withTestAppAndMail(ready: (made: { ctx: TestContext; smtp: MailListener }) => void) {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const made = await createTestAppWithMail();
    close = made.close;
    ready(made);
  });
  afterAll(() => close?.());
}
