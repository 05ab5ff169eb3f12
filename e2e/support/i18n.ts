import { expect, type Page } from '@playwright/test';

import { alertTextsSectionDe } from '../../apps/web/src/i18n/locales/alert-texts/de';
import { alertTextsSectionEn } from '../../apps/web/src/i18n/locales/alert-texts/en';
import { alertTextsSectionEs } from '../../apps/web/src/i18n/locales/alert-texts/es';
import { alertTextsSectionFr } from '../../apps/web/src/i18n/locales/alert-texts/fr';
import { consentDe } from '../../apps/web/src/i18n/locales/consent/de';
import { consentEn } from '../../apps/web/src/i18n/locales/consent/en';
import { consentEs } from '../../apps/web/src/i18n/locales/consent/es';
import { consentFr } from '../../apps/web/src/i18n/locales/consent/fr';
import { de } from '../../apps/web/src/i18n/locales/de';
import { en } from '../../apps/web/src/i18n/locales/en';
import { es } from '../../apps/web/src/i18n/locales/es';
import { cancellationDe } from '../../apps/web/src/i18n/locales/cancellation/de';
import { cancellationEn } from '../../apps/web/src/i18n/locales/cancellation/en';
import { cancellationEs } from '../../apps/web/src/i18n/locales/cancellation/es';
import { cancellationFr } from '../../apps/web/src/i18n/locales/cancellation/fr';
import { fr } from '../../apps/web/src/i18n/locales/fr';
import { legalPagesDe } from '../../apps/web/src/i18n/locales/legal-pages/de';
import { legalPagesEn } from '../../apps/web/src/i18n/locales/legal-pages/en';
import { legalPagesEs } from '../../apps/web/src/i18n/locales/legal-pages/es';
import { legalPagesFr } from '../../apps/web/src/i18n/locales/legal-pages/fr';
import { securityDe } from '../../apps/web/src/i18n/locales/security/de';
import { securityEn } from '../../apps/web/src/i18n/locales/security/en';
import { securityEs } from '../../apps/web/src/i18n/locales/security/es';
import { securityFr } from '../../apps/web/src/i18n/locales/security/fr';
import { settingsDe } from '../../apps/web/src/i18n/locales/settings/de';
import { settingsEn } from '../../apps/web/src/i18n/locales/settings/en';
import { settingsEs } from '../../apps/web/src/i18n/locales/settings/es';
import { settingsFr } from '../../apps/web/src/i18n/locales/settings/fr';
import { supportDe } from '../../apps/web/src/i18n/locales/support/de';
import { supportEn } from '../../apps/web/src/i18n/locales/support/en';
import { supportEs } from '../../apps/web/src/i18n/locales/support/es';
import { supportFr } from '../../apps/web/src/i18n/locales/support/fr';

/**
 * The web app's own catalogues, with the sections that load with their page: tests find the
 * screens' words where the screens find them.
 */
export const catalogues = {
  fr: {
    ...fr,
    cancellation: cancellationFr,
    settings: settingsFr,
    security: securityFr,
    alertTexts: alertTextsSectionFr,
    support: supportFr,
    consent: consentFr,
    legalPages: legalPagesFr,
  },
  en: {
    ...en,
    cancellation: cancellationEn,
    settings: settingsEn,
    security: securityEn,
    alertTexts: alertTextsSectionEn,
    support: supportEn,
    consent: consentEn,
    legalPages: legalPagesEn,
  },
  es: {
    ...es,
    cancellation: cancellationEs,
    settings: settingsEs,
    security: securityEs,
    alertTexts: alertTextsSectionEs,
    support: supportEs,
    consent: consentEs,
    legalPages: legalPagesEs,
  },
  de: {
    ...de,
    cancellation: cancellationDe,
    settings: settingsDe,
    security: securityDe,
    alertTexts: alertTextsSectionDe,
    support: supportDe,
    consent: consentDe,
    legalPages: legalPagesDe,
  },
} as const;
export type TestLanguage = keyof typeof catalogues;
export const testLanguages = Object.keys(catalogues) as TestLanguage[];

/** The browser locale whose first visit opens the app in `language`. */
export const browserLocale: Record<TestLanguage, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  es: 'es-ES',
  de: 'de-DE',
};

/** The names of the languages in the footer's chooser, each in its own language. */
export const languageNames: Record<TestLanguage, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
};

/** A text of a catalogue by its dotted key, placeholders filled in. */
export function text(language: TestLanguage, key: string, values: Record<string, string> = {}): string {
  let node: unknown = catalogues[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`${language}: no text at ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

function strings(node: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (typeof node === 'string') out.set(path, node);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) strings(value, path ? `${path}.${key}` : key, out);
  return out;
}

/**
 * Pieces of French that only the French catalogue holds: each text, cut at its placeholders,
 * whose pieces of ten characters or more differ from the same key's text in `language`.
 */
export function frenchOnlyPieces(language: Exclude<TestLanguage, 'fr'>): string[] {
  const french = strings(catalogues.fr, '', new Map());
  const other = strings(catalogues[language], '', new Map());
  const pieces = new Set<string>();
  for (const [key, value] of french) {
    const translated = other.get(key) ?? '';
    for (const piece of value.split(/\{\{\w+\}\}/)) {
      const trimmed = piece.trim();
      if (trimmed.length >= 10 && !translated.includes(trimmed)) pieces.add(trimmed);
    }
  }
  return [...pieces];
}

/**
 * Checks that the page says nothing in French: neither in its text nor in the names, titles
 * and placeholders that assistive technologies read.
 */
export async function expectNoFrench(page: Page, language: Exclude<TestLanguage, 'fr'>, where: string) {
  const said = await page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];
    const values = Array.from(document.querySelectorAll('*')).flatMap((element) =>
      attributes.map((name) => element.getAttribute(name)).filter((value): value is string => !!value),
    );
    return [document.title, document.body.innerText, ...values].join('\n');
  });
  const found = frenchOnlyPieces(language).filter((piece) => said.includes(piece));
  expect(found, `French left on ${where}`).toEqual([]);
}
