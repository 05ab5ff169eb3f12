import { describe, expect, it } from 'vitest';

import { defaultChoice, parseChoice } from './preference';
import { defaultUnits } from './units';

describe('parseChoice', () => {
  it('reads back what was stored', () => {
    const stored = {
      category: 'temperature',
      units: { ...defaultUnits, temperature: { from: 'kelvin', to: 'celsius' } },
    };
    expect(parseChoice(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(parseChoice(defaultChoice)).toEqual(defaultChoice);
  });

  it('falls back on a category’s defaults for units it does not have', () => {
    const parsed = parseChoice({
      category: 'mass',
      units: { mass: { from: 'km', to: 'pound' }, data: { from: 'byte' }, length: 'm' },
    });
    expect(parsed).toEqual({ category: 'mass', units: defaultUnits });
    expect(parseChoice({ category: 'speed' })).toEqual({ category: 'speed', units: defaultUnits });
  });

  it('refuses what is not a choice', () => {
    expect(parseChoice(undefined)).toBeUndefined();
    expect(parseChoice('length')).toBeUndefined();
    expect(parseChoice({ category: 'colour', units: defaultUnits })).toBeUndefined();
  });
});
