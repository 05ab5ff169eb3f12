import { describe, expect, it } from 'vitest';

import { compareCatalogues, placeholdersOf } from './catalogue-parity';
import { alertTextsSectionDe } from './locales/alert-texts/de';
import { alertTextsSectionEn } from './locales/alert-texts/en';
import { alertTextsSectionEs } from './locales/alert-texts/es';
import { alertTextsSectionFr } from './locales/alert-texts/fr';
import { cancellationDe } from './locales/cancellation/de';
import { cancellationEn } from './locales/cancellation/en';
import { cancellationEs } from './locales/cancellation/es';
import { cancellationFr } from './locales/cancellation/fr';
import { consentDe } from './locales/consent/de';
import { consentEn } from './locales/consent/en';
import { consentEs } from './locales/consent/es';
import { consentFr } from './locales/consent/fr';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { legalPagesDe } from './locales/legal-pages/de';
import { legalPagesEn } from './locales/legal-pages/en';
import { legalPagesEs } from './locales/legal-pages/es';
import { legalPagesFr } from './locales/legal-pages/fr';
import { securityDe } from './locales/security/de';
import { securityEn } from './locales/security/en';
import { securityEs } from './locales/security/es';
import { securityFr } from './locales/security/fr';
import { settingsDe } from './locales/settings/de';
import { settingsEn } from './locales/settings/en';
import { settingsEs } from './locales/settings/es';
import { settingsFr } from './locales/settings/fr';
import { supportDe } from './locales/support/de';
import { supportEn } from './locales/support/en';
import { supportEs } from './locales/support/es';
import { supportFr } from './locales/support/fr';

const translations = { en, es, de };

describe.each(Object.entries(translations))('the %s catalogue', (language, catalogue) => {
  const report = compareCatalogues(fr, catalogue, language);

  it('has exactly the keys of the French one', () => {
    expect({ missing: report.missing, extra: report.extra }).toEqual({ missing: [], extra: [] });
  });

  it('has no empty text', () => {
    expect(report.empty).toEqual([]);
  });

  it('keeps the placeholders of each French text', () => {
    expect(report.placeholders).toEqual([]);
  });
});

describe.each(Object.entries({ en: cancellationEn, es: cancellationEs, de: cancellationDe }))(
  'the %s texts of the cancellation page (loaded with it)',
  (language, texts) => {
    it('match the French ones: keys, no empty text, placeholders', () => {
      const report = compareCatalogues(cancellationFr, texts, language);
      expect(report).toEqual({ missing: [], extra: [], empty: [], placeholders: [] });
    });
  },
);

describe.each(Object.entries({ en: settingsEn, es: settingsEs, de: settingsDe }))(
  'the %s texts of the settings dialog (loaded with it)',
  (language, texts) => {
    it('match the French ones: keys, no empty text, placeholders', () => {
      const report = compareCatalogues(settingsFr, texts, language);
      expect(report).toEqual({ missing: [], extra: [], empty: [], placeholders: [] });
    });
  },
);

describe.each(Object.entries({ en: alertTextsSectionEn, es: alertTextsSectionEs, de: alertTextsSectionDe }))(
  'the %s texts of the alerts (loaded with them)',
  (language, texts) => {
    it('match the French ones: keys, no empty text, placeholders', () => {
      const report = compareCatalogues(alertTextsSectionFr, texts, language);
      expect(report).toEqual({ missing: [], extra: [], empty: [], placeholders: [] });
    });
  },
);

describe.each(Object.entries({ en: supportEn, es: supportEs, de: supportDe }))(
  'the %s texts of the support page (loaded with it)',
  (language, texts) => {
    it('match the French ones: keys, no empty text, placeholders', () => {
      const report = compareCatalogues(supportFr, texts, language);
      expect(report).toEqual({ missing: [], extra: [], empty: [], placeholders: [] });
    });
  },
);

describe.each(Object.entries({ en: consentEn, es: consentEs, de: consentDe }))(
  'the %s texts of the cookie consent (loaded with it)',
  (language, texts) => {
    it('match the French ones: keys, no empty text, placeholders', () => {
      const report = compareCatalogues(consentFr, texts, language);
      expect(report).toEqual({ missing: [], extra: [], empty: [], placeholders: [] });
    });
  },
);

describe.each(Object.entries({ en: legalPagesEn, es: legalPagesEs, de: legalPagesDe }))(
  'the %s texts around the legal pages (loaded with them)',
  (language, texts) => {
    it('match the French ones: keys, no empty text, placeholders', () => {
      const report = compareCatalogues(legalPagesFr, texts, language);
      expect(report).toEqual({ missing: [], extra: [], empty: [], placeholders: [] });
    });
  },
);

describe('compareCatalogues', () => {
  const reference = {
    title: 'Titre',
    count_one: '{{count}} élément',
    nested: { greeting: 'Bonjour {{name}}, {{name}} !', plain: 'Texte' },
  };

  it('accepts a faithful translation', () => {
    const translation = {
      title: 'Title',
      count_one: '{{count}} item',
      nested: { greeting: 'Hello {{name}}!', plain: 'Text' },
    };
    expect(compareCatalogues(reference, translation)).toEqual({
      missing: [],
      extra: [],
      empty: [],
      placeholders: [],
    });
  });

  it('lists missing, extra and empty keys and changed placeholders', () => {
    const translation = {
      title: ' ',
      count_one: '{{total}} item',
      count_other: '{{count}} items',
      nested: { greeting: 'Hello!' },
    };
    expect(compareCatalogues(reference, translation)).toEqual({
      missing: ['nested.plain'],
      extra: ['count_other'],
      empty: ['title'],
      placeholders: [
        'count_one: expected {{count}}; found {{total}}',
        'nested.greeting: expected {{name}}; found none',
      ],
    });
  });

  it('allows the plural forms the language has, checked against the French "_other"', () => {
    const plural = { count_one: '{{count}} élément', count_other: '{{count}} éléments' };
    expect(
      compareCatalogues(
        plural,
        { ...plural, count_many: '{{count}} elementos', count_few: '{{count}}' },
        'es',
      ),
    ).toMatchObject({ extra: ['count_few'], placeholders: [] });
    expect(compareCatalogues(plural, { ...plural, count_many: 'muchos' }, 'es').placeholders).toEqual([
      'count_many: expected {{count}}; found none',
    ]);
    expect(compareCatalogues(plural, { ...plural, count_many: '{{count}}' }, 'en').extra).toEqual([
      'count_many',
    ]);
  });

  it('reads placeholders with formats and spaces', () => {
    expect(placeholdersOf('{{ count }} sur {{limit, number}} et {{count}}')).toEqual(['count', 'limit']);
  });
});

describe.each(Object.entries({ en: securityEn, es: securityEs, de: securityDe }))(
  'the %s texts of the security page and the sessions (loaded with them)',
  (language, texts) => {
    it('match the French ones: keys, no empty text, placeholders', () => {
      const report = compareCatalogues(securityFr, texts, language);
      expect(report).toEqual({ missing: [], extra: [], empty: [], placeholders: [] });
    });
  },
);
