import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import { fr } from './locales/fr';

export const defaultLanguage = 'fr';
export const supportedLanguages = ['fr'] as const;
export type Language = (typeof supportedLanguages)[number];

export const resources = {
  fr: { translation: fr },
} as const;

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...supportedLanguages],
  defaultNS: 'translation',
  // Resources are bundled, so everything is ready synchronously before the first render.
  initAsync: false,
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
});

export { i18n };
