import type { FullCatalogue } from './registry';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: FullCatalogue };
  }
}
