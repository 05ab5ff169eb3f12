import type { Parser } from '../../../lib/storage';
import { categoryIds, defaultUnits, isUnitOf, type CategoryId, type UnitId } from './units';

/** Where the browser keeps the last category and, for each category, the last pair of units. */
export const PREFERENCE_KEY = 'trousse.unitConverter';

export interface ConverterChoice {
  category: CategoryId;
  units: Record<CategoryId, { from: UnitId; to: UnitId }>;
}

export const defaultChoice: ConverterChoice = { category: 'length', units: defaultUnits };

const isCategory = (value: unknown): value is CategoryId =>
  typeof value === 'string' && (categoryIds as string[]).includes(value);

/**
 * Reads a stored choice, keeping what is still valid (a unit removed since, or a broken entry,
 * falls back on that category's defaults).
 */
export const parseChoice: Parser<ConverterChoice> = (value) => {
  if (!value || typeof value !== 'object') return undefined;
  const stored = value as { category?: unknown; units?: unknown };
  if (!isCategory(stored.category)) return undefined;
  const storedUnits = (stored.units && typeof stored.units === 'object' ? stored.units : {}) as Record<
    string,
    unknown
  >;
  const units = Object.fromEntries(
    categoryIds.map((category) => {
      const pair = storedUnits[category] as { from?: unknown; to?: unknown } | undefined;
      const from = pair?.from;
      const to = pair?.to;
      const valid =
        typeof from === 'string' &&
        typeof to === 'string' &&
        isUnitOf(category, from) &&
        isUnitOf(category, to);
      return [category, valid ? { from, to } : defaultUnits[category]];
    }),
  ) as ConverterChoice['units'];
  return { category: stored.category, units };
};
