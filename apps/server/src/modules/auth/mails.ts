import { escapeHtml, type MailMessage } from '../../lib/mailer';
import { parisDateTimeFr } from '../../lib/paris-time';

function layout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`).join('');
  return `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;color:#1f2933;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px;color:#0f766e">${escapeHtml(title)}</h1>${body}<p style="color:#6b7280;font-size:13px">L'équipe Trousse</p></body></html>`;
}

/** A paragraph of a mail: plain text (escaped for HTML), or its text and its own HTML. */
export type MailParagraph = string | { text: string; html: string };

/** A mail in text and HTML from the same paragraphs, between the greeting and the signature. */
export function composeMail(
  to: string | string[],
  subject: string,
  title: string,
  paragraphs: MailParagraph[],
): MailMessage {
  const text = paragraphs.map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.text));
  const html = paragraphs.map((paragraph) =>
    typeof paragraph === 'string' ? escapeHtml(paragraph) : paragraph.html,
  );
  return {
    to,
    subject,
    text: ['Bonjour,', ...text, "L'équipe Trousse"].join('\n\n'),
    html: layout(title, ['Bonjour,', ...html]),
  };
}

export function resetCodeMail(to: string[], code: string): MailMessage {
  return composeMail(to, 'Votre code de réinitialisation Trousse', 'Votre code de réinitialisation Trousse', [
    {
      text: `Voici votre code de réinitialisation : ${code}`,
      html: `Voici votre code de réinitialisation : <strong style="font-size:22px;letter-spacing:4px">${escapeHtml(code)}</strong>`,
    },
    "Il est valable 10 minutes et ne peut servir qu'une fois.",
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre code d'accès reste inchangé.",
  ]);
}

export function newSignInMail(
  to: string,
  details: { device: string; ip: string | null; at: Date },
): MailMessage {
  const when = parisDateTimeFr(details.at);
  const where = details.ip ? ` depuis le réseau ${details.ip}` : '';
  return composeMail(to, 'Nouvelle connexion à votre compte Trousse', 'Nouvelle connexion', [
    `Nouvelle connexion à votre compte le ${when} (heure de Paris) avec ${details.device}${where}.`,
    "Si c'était vous, il n'y a rien à faire.",
    "Sinon, changez votre code d'accès et terminez les sessions inconnues depuis la page Sécurité.",
  ]);
}
