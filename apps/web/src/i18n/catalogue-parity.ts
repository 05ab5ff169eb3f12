/**
 * The checks a translation must pass against the French catalogue, the source: the same keys
 * (deep), no empty text, and the same `{{placeholders}}` in each text (a missing one drops a
 * value from the screen; a new one shows as is). Used by catalogue-parity.test.ts.
 */

type Catalogue = { readonly [key: string]: unknown };

/** Every text of a catalogue by its dotted key path ('security.audit.title'). */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [childPath, child] of flattenCatalogue(value as Catalogue, path))
        entries.set(childPath, child);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

/** The i18next placeholders of a text, sorted and without duplicates ('{{count}}' → 'count'). */
export function placeholdersOf(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

export interface ParityReport {
  missing: string[];
  extra: string[];
  empty: string[];
  /** "key: expected {{a}}, {{b}}; found {{a}}". */
  placeholders: string[];
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The French text a plural form the translation adds stands for: a language may need a form
 * French has no key for (e.g. Spanish '_many'); it is checked against the French '_other'.
 */
function pluralSource(key: string, expected: Map<string, unknown>, language: string | undefined) {
  const match = PLURAL_SUFFIX.exec(key);
  if (!match || !language) return undefined;
  const category = match[1] as Intl.LDMLPluralRule;
  if (!new Intl.PluralRules(language).resolvedOptions().pluralCategories.includes(category)) return undefined;
  return expected.get(key.replace(PLURAL_SUFFIX, '_other'));
}

/**
 * What differs between the French catalogue and a translation in `language` (which, when
 * given, allows the extra plural forms that language has).
 */
export function compareCatalogues(
  reference: Catalogue,
  translation: Catalogue,
  language?: string,
): ParityReport {
  const expected = flattenCatalogue(reference);
  const actual = flattenCatalogue(translation);
  const report: ParityReport = { missing: [], extra: [], empty: [], placeholders: [] };

  for (const key of expected.keys()) if (!actual.has(key)) report.missing.push(key);
  for (const [key, value] of actual) {
    const source = expected.get(key) ?? pluralSource(key, expected, language);
    if (source === undefined) {
      report.extra.push(key);
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') {
      report.empty.push(key);
      continue;
    }
    if (typeof source !== 'string') continue;
    const want = placeholdersOf(source);
    const got = placeholdersOf(value);
    if (want.join() !== got.join()) {
      const list = (names: string[]) => names.map((name) => `{{${name}}}`).join(', ') || 'none';
      report.placeholders.push(`${key}: expected ${list(want)}; found ${list(got)}`);
    }
  }
  return report;
}
