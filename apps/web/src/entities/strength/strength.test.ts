import { strengthLevels } from '@trousse/contracts/api/generator/schemas';
import { describe, expect, it } from 'vitest';

import { fr } from '../../i18n/locales/main/fr';
import { formatBits, meterValue, strengthLabelKey } from './strength';

function translate(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], fr);
}

describe('strength labels', () => {
  it('name every level of the contract in French', () => {
    expect(strengthLevels.map((level) => translate(strengthLabelKey(level)))).toEqual([
      'Faible',
      'Moyen',
      'Bon',
      'Fort',
      'Très fort',
    ]);
  });
});

describe('meterValue', () => {
  it('keeps the score within 0–100, whole', () => {
    expect(meterValue(87)).toBe(87);
    expect(meterValue(101)).toBe(100);
    expect(meterValue(-3)).toBe(0);
    expect(meterValue(42.6)).toBe(43);
    expect(meterValue(Number.NaN)).toBe(0);
  });
});

describe('formatBits', () => {
  it('shows at most one decimal with the French separator', () => {
    expect(formatBits(99.96, 'fr')).toBe('100');
    expect(formatBits(98.43, 'fr')).toBe('98,4');
    expect(formatBits(19.93, 'fr')).toBe('19,9');
  });
});
