import type { FullCatalogue } from './locales/fr';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: FullCatalogue };
  }
}
