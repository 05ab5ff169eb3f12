import { useEffect, useState } from 'react';

import { i18n, useLanguage, type Language } from './index';

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
} satisfies Record<string, Record<Language, () => Promise<object>>>;

export type SectionName = keyof typeof sections;

const loaded = new Set<string>();

/** Fetches one section in one language, once, and hands it to i18next. */
export async function loadSection(section: SectionName, language: Language): Promise<void> {
  const key = `${section}:${language}`;
  if (loaded.has(key)) return;
  const texts = await sections[section][language]();
  i18n.addResourceBundle(language, 'translation', { [section]: texts }, true, true);
  loaded.add(key);
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
