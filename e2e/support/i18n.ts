import { readdirSync } from 'node:fs';

import { expect, type Page } from '@playwright/test';
import { languages, type Language } from '@trousse/contracts/language';

import { loadMain, sectionKey } from '../../apps/web/src/i18n/registry';

/**
 * The web app's own catalogues with every section that loads with its page, read from the app's
 * locale folders as the app reads them (registry.ts finds them with Vite; here, without Vite, by
 * listing the folder): tests find the screens' words where the screens find them.
 */
const localesDir = new URL('../../apps/web/src/i18n/locales/', import.meta.url);
const sectionFolders = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'main')
  .map((entry) => entry.name);

async function loadFullCatalogue(language: Language): Promise<Record<string, unknown>> {
  const sections = await Promise.all(
    sectionFolders.map(
      async (folder) =>
        [
          sectionKey(folder),
          ((await import(new URL(`${folder}/${language}.ts`, localesDir).href)) as { default: unknown })
            .default,
        ] as const,
    ),
  );
  return { ...(await loadMain(language)), ...Object.fromEntries(sections) };
}

const loaded = await Promise.all(languages.map(loadFullCatalogue));
export const catalogues = Object.fromEntries(
  languages.map((language, index) => [language, loaded[index]]),
) as Record<Language, Record<string, unknown>>;
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
