import { appTextsFr } from '@trousse/contracts/app-texts';
import { messagesFr } from '@trousse/contracts/messages-fr';
import { messagesFr2fa } from '@trousse/contracts/messages-fr-2fa';
import { messagesFrGenerator } from '@trousse/contracts/messages-fr-generator';

import type { CancellationTexts } from './cancellation/fr';
import type { SettingsTexts } from './settings/fr';
import type { SecurityTexts } from './security/fr';
import type { AlertTexts } from './alert-texts/fr';
import type { SupportTexts } from './support/fr';
import type { ConsentTexts } from './consent/fr';
import type { LegalPagesTexts } from './legal-pages/fr';
import { frApp } from './fr/app';
import { frSignIn } from './fr/sign-in';

/**
 * French, the source language; en, es and de are files of the same shape (`Translation`) next
 * to this one, loaded on demand. The sentences the specification quotes come from the shared
 * contracts (`messages.*`), and the apps' names and descriptions from the catalogue the server
 * seeds (`appContent`), so that each is written only once.
 */
export const fr = {
  messages: messagesFr,
  messages2fa: messagesFr2fa,
  messagesGenerator: messagesFrGenerator,
  appContent: appTextsFr,
  ...frApp,
  ...frSignIn,
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape every locale file must have. */
export type Translation = Widen<typeof fr>;

/**
 * Every key `t()` knows: the catalogue, plus the sections that load with their page
 * (i18n/sections.ts) rather than with the first screen.
 */
export type FullCatalogue = typeof fr & {
  cancellation: CancellationTexts;
  settings: SettingsTexts;
  security: SecurityTexts;
  alertTexts: AlertTexts;
  support: SupportTexts;
  consent: ConsentTexts;
  legalPages: LegalPagesTexts;
};
