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
 * greeting and the signature.
 */
export function composeMail(
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
    to,
    subject,
    text: [greeting, ...text, signature].join('\n\n'),
    html: layout(language, title, [escapeHtml(greeting), ...html], signature),
  };
}

export function resetCodeMail(language: Language, to: string[], code: string): MailMessage {
  const { subject, codeBefore, codeAfter, validity, notYou } = mailTexts[language].reset;
  return composeMail(language, to, subject, subject, [
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
  return composeMail(language, to, texts.subject, texts.title, [
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
  return composeMail(language, to, subject, subject, [
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
  return composeMail(language, to, texts.subject, texts.subject, [
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
  return composeMail(language, to, texts.subject, texts.subject, [
    texts.happened({ when: parisDateTime(details.at, language), device: details.device }),
    texts.notYou,
  ]);
}
