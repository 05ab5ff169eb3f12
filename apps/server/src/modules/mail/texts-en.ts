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
      'If this was not you, reset your code right away with "Forgotten your code?" on the sign-in screen, then contact support.',
  },
  cancellation: {
    subject: 'Your cancellation is confirmed',
    confirmed: ({ number, effective, withdrawal }) =>
      withdrawal
        ? `Your withdrawal request ${number} is recorded: your subscription ended on ${effective} and the amount paid will be refunded within 14 days.`
        : `Your cancellation request ${number} is recorded: your subscription will end on ${effective}. You keep your plan until then.`,
    dataKept:
      'Your account stays open on the free plan and keeps all your data: the end of the subscription deletes none of it, and you will find everything as it was if you subscribe again.',
  },
  validationCode: {
    subject: 'Your Trousse validation code',
    codeBefore: 'Here is your validation code: ',
    codeAfter: '',
    validity: (minutes) => `It is valid for ${minutes} minutes; after 3 wrong tries you need a new one.`,
    notYou:
      "Someone gave this address as the recovery address of a Trousse account. If it wasn't you, ignore this message: without this code nothing changes.",
  },
  recoveryEmailSet: {
    subject: 'Recovery address added to your Trousse account',
    happened: ({ when, recoveryEmail, device }) =>
      `On ${when} (Paris time), ${recoveryEmail} became the recovery address of your Trousse account, from ${device}. Reset codes for your access code will be sent there too.`,
    notYou:
      'If this wasn’t you, someone knows your access code: change it right away (Settings, “Change access code”), end any sessions you don’t recognise on the Security page, then contact support to have this address removed.',
  },
  recoveryChangeRequested: {
    subject: 'Request to change your recovery address',
    happened: ({ when, recoveryEmail, possibleFrom }) =>
      `On ${when} (Paris time), a change of the recovery address ${recoveryEmail} was requested on your Trousse account. For your security, it will only be possible from ${possibleFrom} (Paris time).`,
    howToStop:
      "If it wasn't you, sign in, open Settings, section “Lost access code”, and click “Cancel the request”; then change your access code.",
  },
  recoveryChangeCancelled: {
    subject: 'Change of your recovery address cancelled',
    happened: ({ when, recoveryEmail, device }) =>
      `On ${when} (Paris time), the request to change the recovery address of your Trousse account was cancelled, from ${device}. The recovery address stays ${recoveryEmail}.`,
    notYou:
      'If this wasn’t you, someone knows your access code: change it right away (Settings, “Change access code”), end any sessions you don’t recognise on the Security page, then contact support.',
  },
  recoveryEmailChanged: {
    subject: 'Recovery address changed',
    happened: ({ when, newEmail }) =>
      `On ${when} (Paris time), the recovery address of your Trousse account became ${newEmail}.`,
    notYou:
      "If it wasn't you, reset your access code at once with “Forgotten your code?” on the sign-in screen, then contact support.",
  },
  inactivityNotice: {
    subject: (date) => `Your Trousse account will be deleted on ${date}`,
    happened: ({ months, date }) =>
      `You have not signed in to your Trousse account for nearly ${months} months. As our terms of use state, an inactive account is deleted with its data: yours will be on ${date}.`,
    keep: 'To keep it, simply sign in before that date.',
  },
  accountDeleted: {
    subject: 'Your Trousse account has been deleted',
    happened: ({ when }) =>
      `Your Trousse account and its personal data were deleted on ${when} (Paris time), as you asked. All your sessions were closed and any running subscription was stopped.`,
    kept: 'Only the billing records the law requires us to keep remain, no longer linked to you. You can create a new account with the same address whenever you like.',
  },
  supportAcknowledgement: {
    subject: (ticket) => `We have received your support request ${ticket}`,
    received: (ticket) =>
      `Thank you for contacting us: your support request has been received under the number ${ticket}. Our team will reply to this address within 48 hours; please quote this number if you write to us about it.`,
    notYou: 'If you did not send this request, please ignore this message.',
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
