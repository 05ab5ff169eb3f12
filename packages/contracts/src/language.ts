/**
 * The languages of the product: French first, then English, Spanish and German. Plain values,
 * without Zod, so that the web app's first download can read them (the schema is in auth.ts).
 */
export const languages = ['fr', 'en', 'es', 'de'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

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
