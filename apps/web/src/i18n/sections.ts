import { useEffect, useState } from 'react';

import { i18n, setSectionsBeforeSwitch, useLanguage, type Language } from './index';
import type { SectionName } from './registry';
import { loadSection as readSection } from './section-files';

export type { SectionName };

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

/**
 * Fetches one section (registry.ts: the parts of the catalogue that only one page reads) in
 * one language, once, and hands it to i18next: with its page, not with the first screen
 * (which must stay under 150 KB gzip).
 */
export async function loadSection(section: SectionName, language: Language): Promise<void> {
  const key = `${section}:${language}`;
  if (loaded.has(key)) return;
  const texts = await readSection(section, language);
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
