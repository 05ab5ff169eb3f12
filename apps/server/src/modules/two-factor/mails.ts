import type { MailMessage } from '../../lib/mailer';
import { parisDateTimeFr } from '../../lib/paris-time';
import { composeMail } from '../auth/mails';

export type TwoFactorChange = 'enabled' | 'disabled' | 'recovery-code-used';

const what: Record<TwoFactorChange, { subject: string; sentence: string }> = {
  enabled: {
    subject: 'Double authentification activée sur votre compte Trousse',
    sentence: 'La double authentification a été activée sur votre compte',
  },
  disabled: {
    subject: 'Double authentification désactivée sur votre compte Trousse',
    sentence: 'La double authentification a été désactivée sur votre compte',
  },
  'recovery-code-used': {
    subject: 'Un code de récupération a été utilisé sur votre compte Trousse',
    sentence: 'Un code de récupération a servi à vous connecter à votre compte',
  },
};

/** Tells the account's owner that its second factor changed or was bypassed, and when. */
export function twoFactorChangeMail(
  to: string,
  change: TwoFactorChange,
  details: { device: string; at: Date },
): MailMessage {
  const { subject, sentence } = what[change];
  return composeMail(to, subject, subject, [
    `${sentence} le ${parisDateTimeFr(details.at)} (heure de Paris), depuis ${details.device}.`,
    "Si c'était vous, il n'y a rien à faire.",
    "Si ce n'était pas vous, réinitialisez votre code d'accès depuis l'écran de connexion, puis terminez les sessions inconnues depuis la page Sécurité.",
  ]);
}
