import { useEffect, useState } from 'react';

import { i18n, setSectionsBeforeSwitch, useLanguage, type Language } from './index';

/**
 * Parts of the catalogue that only one page reads, loaded with that page in the reader's
 * language instead of with the first screen (which must stay under 150 KB gzip).
 */
const sections = {
  cancellation: {
    fr: () => import('./locales/cancellation/fr').then((module) => module.cancellationFr),
    en: () => import('./locales/cancellation/en').then((module) => module.cancellationEn),
    es: () => import('./locales/cancellation/es').then((module) => module.cancellationEs),
    de: () => import('./locales/cancellation/de').then((module) => module.cancellationDe),
  },
  alertTexts: {
    fr: () => import('./locales/alert-texts/fr').then((module) => module.alertTextsSectionFr),
    en: () => import('./locales/alert-texts/en').then((module) => module.alertTextsSectionEn),
    es: () => import('./locales/alert-texts/es').then((module) => module.alertTextsSectionEs),
    de: () => import('./locales/alert-texts/de').then((module) => module.alertTextsSectionDe),
  },
  support: {
    fr: () => import('./locales/support/fr').then((module) => module.supportFr),
    en: () => import('./locales/support/en').then((module) => module.supportEn),
    es: () => import('./locales/support/es').then((module) => module.supportEs),
    de: () => import('./locales/support/de').then((module) => module.supportDe),
  },
  consent: {
    fr: () => import('./locales/consent/fr').then((module) => module.consentFr),
    en: () => import('./locales/consent/en').then((module) => module.consentEn),
    es: () => import('./locales/consent/es').then((module) => module.consentEs),
    de: () => import('./locales/consent/de').then((module) => module.consentDe),
  },
  legalPages: {
    fr: () => import('./locales/legal-pages/fr').then((module) => module.legalPagesFr),
    en: () => import('./locales/legal-pages/en').then((module) => module.legalPagesEn),
    es: () => import('./locales/legal-pages/es').then((module) => module.legalPagesEs),
    de: () => import('./locales/legal-pages/de').then((module) => module.legalPagesDe),
  },
  security: {
    fr: () => import('./locales/security/fr').then((module) => module.securityFr),
    en: () => import('./locales/security/en').then((module) => module.securityEn),
    es: () => import('./locales/security/es').then((module) => module.securityEs),
    de: () => import('./locales/security/de').then((module) => module.securityDe),
  },
  settings: {
    fr: () => import('./locales/settings/fr').then((module) => module.settingsFr),
    en: () => import('./locales/settings/en').then((module) => module.settingsEn),
    es: () => import('./locales/settings/es').then((module) => module.settingsEs),
    de: () => import('./locales/settings/de').then((module) => module.settingsDe),
  },
} satisfies Record<string, Record<Language, () => Promise<object>>>;

export type SectionName = keyof typeof sections;

const loaded = new Set<string>();
/** The sections loaded in some language: a switch brings them in the new one first. */
const inUse = new Set<SectionName>();

setSectionsBeforeSwitch(async (language) => {
  // A section that fails here is loaded again by its page (useSection); the switch goes on.
  await Promise.all(
    [...inUse].map((section) =>
      loadSection(section, language).catch((error: unknown) =>
        console.warn(`The ${section} texts could not be loaded`, error),
      ),
    ),
  );
});

/** Fetches one section in one language, once, and hands it to i18next. */
export async function loadSection(section: SectionName, language: Language): Promise<void> {
  const key = `${section}:${language}`;
  if (loaded.has(key)) return;
  const texts = await sections[section][language]();
  i18n.addResourceBundle(language, 'translation', { [section]: texts }, true, true);
  loaded.add(key);
  inUse.add(section);
}

/** Whether the section is there in the current language; loads it (again on a switch). */
export function useSection(section: SectionName): boolean {
  const language = useLanguage();
  const key = `${section}:${language}`;
  // Re-renders the caller once a load ends; `loaded` says whether it succeeded.
  const [, setArrived] = useState<string | null>(null);
  useEffect(() => {
    if (loaded.has(key)) return;
    let live = true;
    loadSection(section, language)
      .then(() => live && setArrived(key))
      .catch((error: unknown) => console.warn(`The ${section} texts could not be loaded`, error));
    return () => {
      live = false;
    };
  }, [key, section, language]);
  return loaded.has(key);
}
