import { createInstance, type TFunction } from 'i18next';

import { fr } from '../i18n/locales/main/fr';
import { securityFr } from '../i18n/locales/security/fr';

/** A French `t` of the real catalogue, for tests of code that formats messages. */
export function frenchT(): TFunction {
  const instance = createInstance();
  void instance.init({
    lng: 'fr',
    resources: { fr: { translation: { ...fr, security: securityFr } } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
