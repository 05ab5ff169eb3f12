import { escapeHtml, type MailMessage } from '../../lib/mailer';
import { parisDateTimeFr } from '../../lib/paris-time';

export function layout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`).join('');
  return `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;color:#1f2933;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px;color:#0f766e">${escapeHtml(title)}</h1>${body}<p style="color:#6b7280;font-size:13px">L'équipe Trousse</p></body></html>`;
}

export function resetCodeMail(to: string[], code: string): MailMessage {
  const subject = 'Votre code de réinitialisation Trousse';
  return {
    to,
    subject,
    text: [
      'Bonjour,',
      '',
      `Voici votre code de réinitialisation : ${code}`,
      '',
      "Il est valable 10 minutes et ne peut servir qu'une fois.",
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre code d'accès reste inchangé.",
      '',
      "L'équipe Trousse",
    ].join('\n'),
    html: layout(subject, [
      'Bonjour,',
      `Voici votre code de réinitialisation : <strong style="font-size:22px;letter-spacing:4px">${escapeHtml(code)}</strong>`,
      "Il est valable 10 minutes et ne peut servir qu'une fois.",
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre code d'accès reste inchangé.",
    ]),
  };
}

export function newSignInMail(
  to: string,
  details: { device: string; ip: string | null; at: Date },
): MailMessage {
  const subject = 'Nouvelle connexion à votre compte Trousse';
  const when = parisDateTimeFr(details.at);
  const where = details.ip ? ` depuis le réseau ${details.ip}` : '';
  return {
    to,
    subject,
    text: [
      'Bonjour,',
      '',
      `Nouvelle connexion à votre compte le ${when} (heure de Paris) avec ${details.device}${where}.`,
      '',
      "Si c'était vous, il n'y a rien à faire.",
      "Sinon, changez votre code d'accès et terminez les sessions inconnues depuis la page Sécurité.",
      '',
      "L'équipe Trousse",
    ].join('\n'),
    html: layout('Nouvelle connexion', [
      'Bonjour,',
      `Nouvelle connexion à votre compte le ${escapeHtml(when)} (heure de Paris) avec ${escapeHtml(details.device)}${escapeHtml(where)}.`,
      "Si c'était vous, il n'y a rien à faire.",
      "Sinon, changez votre code d'accès et terminez les sessions inconnues depuis la page Sécurité.",
    ]),
  };
}
