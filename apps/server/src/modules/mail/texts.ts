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
    /** What becomes of the data: kept with the account, on the free plan (nothing deletes them). */
    dataKept: string;
  };
  validationCode: {
    subject: string;
    /** The sentence that carries the 4-digit code, split around it. */
    codeBefore: string;
    codeAfter: string;
    /** "Valid {minutes} minutes, 3 tries." */
    validity: (minutes: number) => string;
    notYou: string;
  };
  /** A recovery address was set: to the account's own address, with what to do if it was not them. */
  recoveryEmailSet: {
    subject: string;
    /** "On {when} (Paris time), {recoveryEmail} became the recovery address, from {device}." */
    happened: (details: { when: string; recoveryEmail: string; device: string }) => string;
    /** Whoever did it knew the access code: change it, end sessions, have the address removed. */
    notYou: string;
  };
  recoveryChangeRequested: {
    subject: string;
    /** "On {when} (Paris time) a change of the recovery address {recoveryEmail} was asked for…" */
    happened: (details: { when: string; recoveryEmail: string; possibleFrom: string }) => string;
    /** How to stop it: sign in, then 'Annuler la demande' in the settings. */
    howToStop: string;
  };
  /** A change of the recovery address was cancelled: to both addresses. */
  recoveryChangeCancelled: {
    subject: string;
    /** "On {when} (Paris time) the change was cancelled, from {device}; the address stays {recoveryEmail}." */
    happened: (details: { when: string; recoveryEmail: string; device: string }) => string;
    notYou: string;
  };
  recoveryEmailChanged: {
    subject: string;
    happened: (details: { when: string; newEmail: string }) => string;
    notYou: string;
  };
  inactivityNotice: {
    /** "Your account will be deleted on {date}" */
    subject: (date: string) => string;
    happened: (details: { months: number; date: string }) => string;
    keep: string;
  };
  accountDeleted: {
    subject: string;
    happened: (details: { when: string }) => string;
    kept: string;
  };
  supportAcknowledgement: {
    /** "Your support request {ticket} has been received" */
    subject: (ticket: string) => string;
    /** The ticket and the 48 h promise; never the message itself (no relay of what anyone typed). */
    received: (ticket: string) => string;
    /** Anyone can type any address in the form: the owner of this one may not have written. */
    notYou: string;
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
