import type { Language } from '@trousse/contracts/language';
import { deTexts } from './texts-de';
import { enTexts } from './texts-en';
import { esTexts } from './texts-es';
import { frTexts } from './texts-fr';

/** What a two-factor notice is about. */
export type TwoFactorChange = 'enabled' | 'disabled' | 'recovery-code-used';

/**
 * Every word of the mails, in one language. Dates arrive already written for the language
 * (Paris time), device labels and network prefixes as they are.
 */
export interface MailTexts {
  greeting: string;
  signature: string;
  reset: {
    subject: string;
    /** The sentence that carries the code, split around it (the code is set in bold in HTML). */
    codeBefore: string;
    codeAfter: string;
    validity: string;
    notYou: string;
  };
  newSignIn: {
    subject: string;
    title: string;
    /** "New sign-in to your account on {when} (Paris time) with {device}{network}." */
    happened: (details: { when: string; device: string; network: string | null }) => string;
    wasYou: string;
    notYou: string;
  };
  codeChanged: {
    subject: string;
    /** "Your access code was changed on {when} (Paris time), from {device}." */
    happened: (details: { when: string; device: string }) => string;
    notYou: string;
  };
  cancellation: {
    subject: string;
    /** "Your request {number}: your subscription ends on {effective}" (withdrawal: ended and refunded). */
    confirmed: (details: { number: string; effective: string; withdrawal: boolean }) => string;
    dataKept: string;
  };
  twoFactor: {
    subject: Record<TwoFactorChange, string>;
    /** "{what} on {when} (Paris time), from {device}." */
    happened: (details: { change: TwoFactorChange; when: string; device: string }) => string;
    wasYou: string;
    notYou: string;
  };
}

export const mailTexts: Record<Language, MailTexts> = { fr: frTexts, en: enTexts, es: esTexts, de: deTexts };
