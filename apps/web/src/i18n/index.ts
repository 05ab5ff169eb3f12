import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languages,
  startLanguage,
  type Language,
} from '@trousse/contracts/language';
import i18n from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';

import { parseOneOf, readPreference, writePreference } from '../lib/storage';
import { loadMain } from './registry';
import { LANGUAGE_STORAGE_KEY } from './start-language';

export { DEFAULT_LANGUAGE, isLanguage, languages, type Language };

const NAMESPACE = 'translation';

function setDocumentLanguage(language: string) {
  // Screen readers pick their voice, and browsers their hyphenation, from <html lang>.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', setDocumentLanguage);

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** The visitor's stored choice, else the first language of the browser's that the app has. */
const initialLanguage = startLanguage(
  readPreference(LANGUAGE_STORAGE_KEY, parseOneOf(languages), undefined),
  browserLanguages(),
);

void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  // A key a translation lacks shows in French rather than as the bare key.
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...languages],
  // Every catalogue arrives by `loadLanguage`; none is bundled.
  partialBundledLanguages: true,
  defaultNS: NAMESPACE,
  initAsync: false,
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
});

/** The languages whose main catalogue is in (a page's section may arrive before it). */
const loadedLanguages = new Set<Language>();

/**
 * Fetches a language's main catalogue once and hands it to i18next. Each is its own chunk
 * (registry.ts), which the page the server answered preloads: the visitor's, and no other.
 */
async function loadLanguage(language: Language): Promise<void> {
  if (loadedLanguages.has(language)) return;
  const bundle = await loadMain(language);
  i18n.addResourceBundle(language, NAMESPACE, bundle, true, true);
  loadedLanguages.add(language);
}

/** Bumped by each switch, so that a slow download never overrides a later choice. */
let latestSwitch = 0;

/**
 * What a switch also waits for: the page-loaded sections already on screen (i18n/sections.ts),
 * so that a dialog showing one is never left without its words while they download.
 */
let sectionsBeforeSwitch: (language: Language) => Promise<void> = () => Promise.resolve();

export function setSectionsBeforeSwitch(load: (language: Language) => Promise<void>): void {
  sectionsBeforeSwitch = load;
}

/** Switches to `language` once its catalogue is in; false when a later switch overtook it. */
async function switchLanguage(language: Language): Promise<boolean> {
  const id = ++latestSwitch;
  await Promise.all([loadLanguage(language), sectionsBeforeSwitch(language)]);
  if (id !== latestSwitch) return false;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return true;
}

/**
 * Shows the app in `language` (downloading its catalogue first if needed) and remembers it
 * on this browser for the next visits. Rejects when the catalogue cannot be downloaded; the
 * app then stays in the language it was in, and nothing is remembered.
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (await switchLanguage(language)) writePreference(LANGUAGE_STORAGE_KEY, language);
}

/** The language the app is shown in now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

function subscribeToLanguage(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The language the app is shown in, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
}

/**
 * Resolves once the start language's catalogue is in — French when that one cannot be had
 * (offline, a failed deployment) — so that the first render shows words, never keys. Never
 * rejects: with no catalogue at all, the app still starts (main.tsx waits for this).
 */
export const languageReady: Promise<void> = switchLanguage(initialLanguage)
  .then(() => undefined)
  .catch(async (error: unknown) => {
    console.warn(`The ${initialLanguage} catalogue could not be loaded`, error);
    await switchLanguage(DEFAULT_LANGUAGE).catch((fallbackError: unknown) =>
      console.warn('The French catalogue could not be loaded', fallbackError),
    );
  });

export { i18n };
