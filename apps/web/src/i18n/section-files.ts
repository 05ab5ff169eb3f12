import type { Language } from '@trousse/contracts/language';

import { sectionKey, type SectionName, type SectionTexts } from './registry';

/**
 * The sections' files, one chunk each, loaded with the page that reads them (sections.ts), never
 * with the first screen. Vite lists them at build time; only this table (a path and an import per
 * file) is in the first download.
 */
const sectionFiles = import.meta.glob<{ default: object }>([
  './locales/*/*.ts',
  '!./locales/main/*',
  '!./locales/**/*.test.ts',
]);

const folderOf = new Map<string, string>(
  Object.keys(sectionFiles).map((path) => {
    const folder = path.split('/')[2]!;
    return [sectionKey(folder), folder];
  }),
);

/** Every section found, by its key. */
export const sectionNames = [...folderOf.keys()] as SectionName[];

/** One section's texts in one language. */
export async function loadSection<S extends SectionName>(
  section: S,
  language: Language,
): Promise<SectionTexts[S]> {
  const load = sectionFiles[`./locales/${folderOf.get(section)}/${language}.ts`];
  if (!load) throw new Error(`No ${language} texts for the ${section} section`);
  return (await load()).default as SectionTexts[S];
}
