import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  /**
   * What the mail is ('reset-code', 'support-team'…): the log names a mail by it and by its
   * message id, never by its addresses or its subject (DECISIONS §8).
   */
  kind: string;
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
 * A mail that did not leave. Its message keeps the transport's codes only: an SMTP answer
 * quotes the addresses it refused, and the error goes to the log.
 */
export class MailSendError extends Error {
  readonly code?: string;
  readonly responseCode?: number;

  constructor(kind: string, cause: unknown) {
    const { code, responseCode } = (cause ?? {}) as { code?: unknown; responseCode?: unknown };
    const codeText = typeof code === 'string' ? code : undefined;
    const status = typeof responseCode === 'number' ? responseCode : undefined;
    super(`mail ${kind} not sent (${[codeText ?? 'error', status].filter(Boolean).join(' ')})`);
    this.name = 'MailSendError';
    if (codeText) this.code = codeText;
    if (status) this.responseCode = status;
  }
}

/**
 * SMTP_URL sends through a real server; without it each mail becomes an .eml file under
 * DATA_DIR/mail/ (DECISIONS §1), so a developer can open it and tests can read it. The log
 * line names the mail's kind, its message id and, for the outbox, the file: never an address,
 * the subject (a support mail's holds its sender) or the body, whose codes must not reach a log
 * in any mode.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = join(options.dataDir, 'mail');

  return {
    async send(message) {
      let info: { messageId?: string; message?: unknown };
      try {
        info = (await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo,
        })) as typeof info;
      } catch (error) {
        throw new MailSendError(message.kind, error);
      }
      const mail = { kind: message.kind, messageId: info.messageId };
      if (options.smtpUrl) {
        options.logger.info({ mail }, 'mail sent');
        return;
      }
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(outbox, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
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
