/**
 * The sections of the catalogue, all in one layout: locales/<folder>/<language>.ts, whose
 * default export is the texts (French, fr.ts, is the source and gives the type). A new section
 * is a new folder and nothing else: section-files.ts finds it by its path, its French file adds
 * its type to `SectionTexts` (a `declare module` block), the parity test checks the four
 * languages against French, and the browser tests read the same folders (e2e/support/i18n.ts).
 * This file stays free of Vite's `import.meta.glob`: the browser tests run it under Node.
 */

import type { Language } from '@trousse/contracts/language';

import type { fr, Translation } from './locales/main/fr';

/**
 * The main catalogue, at the root of the keys: what the first screen reads. Each language is one
 * chunk, French too: the first render waits for the visitor's (index.ts), which the page the
 * server answers already asks for — index.html preloads French, index.<lang>.html its language
 * (vite.config.ts finds the chunks by their path, locales/main/) — so that nobody downloads two.
 */
const mainLoaders = {
  fr: () => import('./locales/main/fr'),
  en: () => import('./locales/main/en'),
  es: () => import('./locales/main/es'),
  de: () => import('./locales/main/de'),
} satisfies Record<Language, () => Promise<{ default: Translation }>>;

export async function loadMain(language: Language): Promise<Translation> {
  return (await mainLoaders[language]()).default;
}

/**
 * Each page's (or dialog's) section by the key its texts sit under in `t()`, typed by its French
 * texts: every locales/<folder>/fr.ts but main's adds its own entry, e.g.
 * `declare module '../../registry' { interface SectionTexts { support: typeof supportFr } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface SectionTexts {}

export type SectionName = keyof SectionTexts;

/** `legal-pages` → `legalPages`: a folder's name as its texts' key in `t()`. */
export function sectionKey(folder: string): string {
  return folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Every key `t()` knows: the main catalogue and each page's section under its key. */
export type FullCatalogue = typeof fr & SectionTexts;
