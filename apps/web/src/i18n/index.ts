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
import { fr } from './locales/main/fr';
import { loadMain } from './registry';
import { LANGUAGE_STORAGE_KEY } from './start-language';

export { DEFAULT_LANGUAGE, isLanguage, languages, type Language };

const NAMESPACE = 'translation';

function setDocumentLanguage(language: string) {
  // Screen readers pick their voice, and browsers their hyphenation, from <html lang>.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', setDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { [NAMESPACE]: fr } },
  lng: DEFAULT_LANGUAGE,
  // A key a translation lacks shows in French rather than as the bare key.
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...languages],
  // Only French is bundled; the others are added by `loadLanguage`.
  partialBundledLanguages: true,
  defaultNS: NAMESPACE,
  // French is bundled, so it is ready synchronously before the first render.
  initAsync: false,
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
});

/** The languages whose main catalogue is in (a page's section may arrive before it). */
const loadedLanguages = new Set<Language>([DEFAULT_LANGUAGE]);

/**
 * Fetches a language's main catalogue once and hands it to i18next. Each is its own chunk
 * (registry.ts), fetched when first needed: a visitor reading French (most of them) never
 * downloads one, and nobody downloads more than one. French, bundled, is never fetched.
 */
async function loadLanguage(language: Language): Promise<void> {
  if (loadedLanguages.has(language)) return;
  const bundle = await loadMain(language);
  i18n.addResourceBundle(language, NAMESPACE, bundle, true, true);
  loadedLanguages.add(language);
}

/** Bumped by each switch, so that a slow download never overrides a later choice. */
let latestSwitch = 0;

/** Switches to `language` once its catalogue is in; false when a later switch overtook it. */
/**
 * What a switch also waits for: the page-loaded sections already on screen (i18n/sections.ts),
 * so that a dialog showing one is never left without its words while they download.
 */
let sectionsBeforeSwitch: (language: Language) => Promise<void> = () => Promise.resolve();

export function setSectionsBeforeSwitch(load: (language: Language) => Promise<void>): void {
  sectionsBeforeSwitch = load;
}

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

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * The start never waits for a catalogue: French, bundled, can render at once, and a visitor
 * whose choice or browser asks for another language gets it as soon as its catalogue arrives.
 */
const initialLanguage = startLanguage(
  readPreference(LANGUAGE_STORAGE_KEY, parseOneOf(languages), undefined),
  browserLanguages(),
);
if (initialLanguage !== DEFAULT_LANGUAGE) {
  switchLanguage(initialLanguage).catch((error: unknown) => {
    // Offline or a failed deployment: French stays, which every page can show.
    console.warn(`The ${initialLanguage} catalogue could not be loaded`, error);
  });
}

export { i18n };
