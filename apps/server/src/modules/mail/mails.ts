import type { Language } from '@trousse/contracts/language';
import { escapeHtml, type MailMessage } from '../../lib/mailer';
import { parisDateTime } from '../../lib/paris-time';
import { mailTexts, type TwoFactorChange } from './texts';

export type { TwoFactorChange } from './texts';

function layout(language: Language, title: string, paragraphs: string[], signature: string): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`).join('');
  return `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1f2933;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px;color:#0f766e">${escapeHtml(title)}</h1>${body}<p style="color:#6b7280;font-size:13px">${escapeHtml(signature)}</p></body></html>`;
}

/** A paragraph of a mail: plain text (escaped for HTML), or its text and its own HTML. */
export type MailParagraph = string | { text: string; html: string };

/**
 * A mail in the account's language, in text and HTML from the same paragraphs, between the
 * greeting and the signature. `kind` is what the log calls it (never its addresses or subject).
 */
export function composeMail(
  kind: string,
  language: Language,
  to: string | string[],
  subject: string,
  title: string,
  paragraphs: MailParagraph[],
): MailMessage {
  const { greeting, signature } = mailTexts[language];
  const text = paragraphs.map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.text));
  const html = paragraphs.map((paragraph) =>
    typeof paragraph === 'string' ? escapeHtml(paragraph) : paragraph.html,
  );
  return {
    kind,
    to,
    subject,
    text: [greeting, ...text, signature].join('\n\n'),
    html: layout(language, title, [escapeHtml(greeting), ...html], signature),
  };
}

export function resetCodeMail(language: Language, to: string[], code: string): MailMessage {
  const { subject, codeBefore, codeAfter, validity, notYou } = mailTexts[language].reset;
  return composeMail('reset-code', language, to, subject, subject, [
    {
      text: `${codeBefore}${code}${codeAfter}`,
      html: `${escapeHtml(codeBefore)}<strong style="font-size:22px;letter-spacing:4px">${escapeHtml(code)}</strong>${escapeHtml(codeAfter)}`,
    },
    validity,
    notYou,
  ]);
}

export function newSignInMail(
  language: Language,
  to: string,
  details: { device: string; ip: string | null; at: Date },
): MailMessage {
  const texts = mailTexts[language].newSignIn;
  return composeMail('new-sign-in', language, to, texts.subject, texts.title, [
    texts.happened({
      when: parisDateTime(details.at, language),
      device: details.device,
      network: details.ip,
    }),
    texts.wasYou,
    texts.notYou,
  ]);
}

/** Tells the account's owner that its second factor changed or was bypassed, and when. */
export function twoFactorChangeMail(
  language: Language,
  to: string,
  change: TwoFactorChange,
  details: { device: string; at: Date },
): MailMessage {
  const texts = mailTexts[language].twoFactor;
  const subject = texts.subject[change];
  return composeMail('two-factor-change', language, to, subject, subject, [
    texts.happened({ change, when: parisDateTime(details.at, language), device: details.device }),
    texts.wasYou,
    texts.notYou,
  ]);
}

/** Confirms a cancellation or a withdrawal: its request number and when it takes effect. */
export function cancellationMail(
  language: Language,
  to: string,
  details: { number: string; effectiveAt: Date; withdrawal: boolean },
): MailMessage {
  const texts = mailTexts[language].cancellation;
  const effective = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    details.effectiveAt,
  );
  return composeMail('cancellation', language, to, texts.subject, texts.subject, [
    texts.confirmed({ number: details.number, effective, withdrawal: details.withdrawal }),
    texts.dataKept,
  ]);
}

/** Tells the account's owner that its access code changed, when and from where. */
export function codeChangedMail(
  language: Language,
  to: string,
  details: { device: string; at: Date },
): MailMessage {
  const texts = mailTexts[language].codeChanged;
  return composeMail('code-changed', language, to, texts.subject, texts.subject, [
    texts.happened({ when: parisDateTime(details.at, language), device: details.device }),
    texts.notYou,
  ]);
}

/** The 4-digit code that confirms a recovery address, mailed to that address. */
export function validationCodeMail(
  language: Language,
  to: string,
  code: string,
  validMinutes: number,
): MailMessage {
  const { subject, codeBefore, codeAfter, validity, notYou } = mailTexts[language].validationCode;
  return composeMail('validation-code', language, to, subject, subject, [
    {
      text: `${codeBefore}${code}${codeAfter}`,
      html: `${escapeHtml(codeBefore)}<strong style="font-size:22px;letter-spacing:4px">${escapeHtml(code)}</strong>${escapeHtml(codeAfter)}`,
    },
    validity(validMinutes),
    notYou,
  ]);
}

/** A change of the recovery address was asked for: to both addresses, with how to stop it. */
export function recoveryChangeRequestedMail(
  language: Language,
  to: string[],
  details: { recoveryEmail: string; at: Date; possibleFrom: Date },
): MailMessage {
  const texts = mailTexts[language].recoveryChangeRequested;
  return composeMail('recovery-change-requested', language, to, texts.subject, texts.subject, [
    texts.happened({
      when: parisDateTime(details.at, language),
      recoveryEmail: details.recoveryEmail,
      possibleFrom: parisDateTime(details.possibleFrom, language),
    }),
    texts.howToStop,
  ]);
}

/**
 * A recovery address was set (to the account's own address, which the validation code never
 * reached) or a change of it cancelled (to both addresses, as the request was): what happened,
 * from which device, and what to do if it was not the owner.
 */
export function recoveryNoticeMail(
  notice: 'recoveryEmailSet' | 'recoveryChangeCancelled',
  language: Language,
  to: string | string[],
  details: { recoveryEmail: string; device: string; at: Date },
): MailMessage {
  const texts = mailTexts[language][notice];
  const kind = notice === 'recoveryEmailSet' ? 'recovery-email-set' : 'recovery-change-cancelled';
  return composeMail(kind, language, to, texts.subject, texts.subject, [
    texts.happened({
      when: parisDateTime(details.at, language),
      recoveryEmail: details.recoveryEmail,
      device: details.device,
    }),
    texts.notYou,
  ]);
}

/** The recovery address changed: to the account's address and the former recovery address. */
export function recoveryEmailChangedMail(
  language: Language,
  to: string[],
  details: { newEmail: string; at: Date },
): MailMessage {
  const texts = mailTexts[language].recoveryEmailChanged;
  return composeMail('recovery-email-changed', language, to, texts.subject, texts.subject, [
    texts.happened({ when: parisDateTime(details.at, language), newEmail: details.newEmail }),
    texts.notYou,
  ]);
}

/** The account is gone: what was deleted, what the law keeps, and that the address is free. */
export function accountDeletedMail(language: Language, to: string, at: Date): MailMessage {
  const texts = mailTexts[language].accountDeleted;
  return composeMail('account-deleted', language, to, texts.subject, texts.subject, [
    texts.happened({ when: parisDateTime(at, language) }),
    texts.kept,
  ]);
}

/** An inactive account's notice, sent once before its deletion: the date, and how to keep it. */
export function inactivityNoticeMail(
  language: Language,
  to: string,
  details: { months: number; deletionAt: Date },
): MailMessage {
  const texts = mailTexts[language].inactivityNotice;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    details.deletionAt,
  );
  const subject = texts.subject(date);
  return composeMail('inactivity-notice', language, to, subject, subject, [
    texts.happened({ months: details.months, date }),
    texts.keep,
  ]);
}

/** The sender's acknowledgement: its ticket and the 48 h promise, never the message it carried. */
export function supportAcknowledgementMail(language: Language, to: string, ticket: string): MailMessage {
  const texts = mailTexts[language].supportAcknowledgement;
  const subject = texts.subject(ticket);
  return composeMail('support-acknowledgement', language, to, subject, subject, [
    texts.received(ticket),
    texts.notYou,
  ]);
}

/**
 * A support message for the team, in French, answered by replying to it (Reply-To: the sender).
 * The message is what anyone typed: escaped in the HTML part, its line breaks kept.
 */
export function supportTeamMail(
  to: string,
  details: { ticket: string; email: string; language: Language; at: Date; message: string },
): MailMessage {
  const { ticket, email, language, at, message } = details;
  const lines = message.replace(/\r\n?/g, '\n');
  return {
    ...composeMail(
      'support-team',
      'fr',
      to,
      `[Support] ${ticket} — ${email}`,
      `Demande de support ${ticket}`,
      [
        `Demande ${ticket} envoyée par ${email} le ${parisDateTime(at, 'fr')} (heure de Paris), langue : ${language}.`,
        'Répondre à ce message écrit à l’expéditeur.',
        { text: lines, html: escapeHtml(lines).replaceAll('\n', '<br>') },
      ],
    ),
    replyTo: email,
  };
}
