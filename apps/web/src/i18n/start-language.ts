import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@trousse/contracts/language';

/** The localStorage key of a visitor's chosen language. */
export const LANGUAGE_STORAGE_KEY = 'trousse.language';

/**
 * The product language a browser language tag asks for ('en-GB' → 'en', 'de_AT' → 'de'):
 * only the primary subtag matters, as the catalogues are not regional.
 */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The language the app starts in: the visitor's own earlier choice when it is still one of
 * ours, else the first browser language we have, else French (the source language).
 */
export function startLanguage(stored: unknown, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
