/**
 * The sections of the catalogue, all in one layout: locales/<folder>/<language>.ts, whose
 * default export is the texts (French, fr.ts, is the source and gives the type). The runtime
 * (index.ts, sections.ts), the parity test and the browser tests all read this file, so a new
 * section is a new folder and its entry here.
 *
 * Each language is a literal import, not a template (`${language}.ts`) nor `import.meta.glob`:
 * the browser tests read these under Node, without Vite, and a template's lookup table would
 * add to the first screen's code, where this file is.
 */

import type { Language } from '@trousse/contracts/language';

import { fr, type Translation } from './locales/main/fr';

/** What a translation of French texts must be: the same keys, any words. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

type Loaders<Texts> = { fr: () => Promise<{ default: Texts }> } & {
  [L in Exclude<Language, 'fr'>]: () => Promise<{ default: Widen<NoInfer<Texts>> }>;
};

type Load<Texts> = (language: Language) => Promise<Texts>;

/** A section's loader, typed by its French texts. */
function section<Texts>(loaders: Loaders<Texts>): Load<Widen<Texts>> {
  return async (language) => (await loaders[language]()).default as Widen<Texts>;
}

/**
 * The main catalogue, at the root of the keys: what the first screen reads. French is bundled
 * (index.ts renders with it synchronously); each other language is one chunk, which the build
 * preloads in index.<lang>.html (vite.config.ts finds it by its path, locales/main/).
 */
export const loadMain: Load<Translation> = section({
  fr: async () => ({ default: fr }),
  en: () => import('./locales/main/en'),
  es: () => import('./locales/main/es'),
  de: () => import('./locales/main/de'),
});

/**
 * The sections that only one page or dialog reads, by the key their texts sit under in `t()`:
 * loaded with it in the reader's language (sections.ts), not with the first screen.
 */
export const pageSections = {
  cancellation: section({
    fr: () => import('./locales/cancellation/fr'),
    en: () => import('./locales/cancellation/en'),
    es: () => import('./locales/cancellation/es'),
    de: () => import('./locales/cancellation/de'),
  }),
  alertTexts: section({
    fr: () => import('./locales/alert-texts/fr'),
    en: () => import('./locales/alert-texts/en'),
    es: () => import('./locales/alert-texts/es'),
    de: () => import('./locales/alert-texts/de'),
  }),
  support: section({
    fr: () => import('./locales/support/fr'),
    en: () => import('./locales/support/en'),
    es: () => import('./locales/support/es'),
    de: () => import('./locales/support/de'),
  }),
  consent: section({
    fr: () => import('./locales/consent/fr'),
    en: () => import('./locales/consent/en'),
    es: () => import('./locales/consent/es'),
    de: () => import('./locales/consent/de'),
  }),
  legalPages: section({
    fr: () => import('./locales/legal-pages/fr'),
    en: () => import('./locales/legal-pages/en'),
    es: () => import('./locales/legal-pages/es'),
    de: () => import('./locales/legal-pages/de'),
  }),
  security: section({
    fr: () => import('./locales/security/fr'),
    en: () => import('./locales/security/en'),
    es: () => import('./locales/security/es'),
    de: () => import('./locales/security/de'),
  }),
  settings: section({
    fr: () => import('./locales/settings/fr'),
    en: () => import('./locales/settings/en'),
    es: () => import('./locales/settings/es'),
    de: () => import('./locales/settings/de'),
  }),
};

export type SectionName = keyof typeof pageSections;

type PageTexts = { [S in SectionName]: Awaited<ReturnType<(typeof pageSections)[S]>> };

/** Every key `t()` knows: the main catalogue and each page's section under its key. */
export type FullCatalogue = typeof fr & PageTexts;

/**
 * A language's whole catalogue at once, as `t()` sees it once every section is in: for the
 * tests (the app loads the sections one by one).
 */
export async function loadFullCatalogue(language: Language): Promise<Translation & PageTexts> {
  const names = Object.keys(pageSections) as SectionName[];
  const texts = await Promise.all(names.map((name) => pageSections[name](language)));
  return {
    ...(await loadMain(language)),
    ...(Object.fromEntries(names.map((name, index) => [name, texts[index]])) as PageTexts),
  };
}
