import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  /** Where replies go instead of MAIL_FROM (the support team answers the sender directly). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: FastifyBaseLogger;
}

/**
 * SMTP_URL sends through a real server; without it each mail becomes an .eml file under
 * DATA_DIR/mail/ (DECISIONS §1), so a developer can open it and tests can read it. The log
 * line names the recipient, the subject and, for the outbox, the file: never the body, whose
 * codes must not reach a log in any mode.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = join(options.dataDir, 'mail');

  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
      });
      const mail = { to: message.to, subject: message.subject };
      if (options.smtpUrl) {
        options.logger.info({ mail }, 'mail sent');
        return;
      }
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(outbox, name);
      await writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
      options.logger.info({ mail: { ...mail, file } }, `mail written to ${file}`);
    },
  };
}

/** Escapes text for the HTML body of a mail. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
