import type { MailTexts } from './texts';

export const enTexts: MailTexts = {
  greeting: 'Hello,',
  signature: 'The Trousse team',
  reset: {
    subject: 'Your Trousse reset code',
    codeBefore: 'Here is your reset code: ',
    codeAfter: '',
    validity: 'It is valid for 10 minutes and can only be used once.',
    notYou: 'If you didn’t request this, you can ignore this email: your access code has not been changed.',
  },
  newSignIn: {
    subject: 'New sign-in to your Trousse account',
    title: 'New sign-in',
    happened: ({ when, device, network }) =>
      `There was a new sign-in to your account on ${when} (Paris time) using ${device}${network ? ` from the network ${network}` : ''}.`,
    wasYou: 'If this was you, there’s nothing you need to do.',
    notYou: 'If not, change your access code and end any sessions you don’t recognise on the Security page.',
  },
  codeChanged: {
    subject: 'Access code changed',
    happened: ({ when, device }) =>
      `The access code of your account was changed on ${when} (Paris time), from ${device}. Your other sessions were signed out.`,
    notYou:
      'If this was not you, reset your code right away with "Forgot your code?" on the sign-in screen, then contact support.',
  },
  cancellation: {
    subject: 'Your cancellation is confirmed',
    confirmed: ({ number, effective, withdrawal }) =>
      withdrawal
        ? `Your withdrawal request ${number} is recorded: your subscription ended on ${effective} and the amount paid will be refunded within 14 days.`
        : `Your cancellation request ${number} is recorded: your subscription will end on ${effective}. You keep your plan until then.`,
    dataKept:
      'Your data is kept for 30 days after your subscription ends: subscribe again within that time and you will find everything as it was.',
  },
  twoFactor: {
    subject: {
      enabled: 'Two-factor authentication turned on for your Trousse account',
      disabled: 'Two-factor authentication turned off for your Trousse account',
      'recovery-code-used': 'A recovery code was used on your Trousse account',
    },
    happened: ({ change, when, device }) =>
      `${
        {
          enabled: 'Two-factor authentication was turned on for your account',
          disabled: 'Two-factor authentication was turned off for your account',
          'recovery-code-used': 'A recovery code was used to sign in to your account',
        }[change]
      } on ${when} (Paris time) from ${device}.`,
    wasYou: 'If this was you, there’s nothing you need to do.',
    notYou:
      'If this wasn’t you, reset your access code from the sign-in screen, then end any sessions you don’t recognise on the Security page.',
  },
};
