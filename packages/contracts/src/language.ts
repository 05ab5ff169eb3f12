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
