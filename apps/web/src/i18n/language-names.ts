import type { Language } from '@trousse/contracts/language';

/**
 * Each language in its own name, as a chooser lists them: a visitor who cannot read the
 * current language still finds theirs. The same in every catalogue, hence kept out of them.
 */
export const languageNames: Readonly<Record<Language, string>> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
};
