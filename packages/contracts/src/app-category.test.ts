import { describe, expect, it } from 'vitest';
import { categoryOf } from './app-category';

describe('categoryOf — the category derived from tags (spec part 1 §3)', () => {
  it.each([
    [['productivity'], 'productivity'],
    [['Productivité'], 'productivity'],
    [['super-simple'], 'productivity'],
    [['todos'], 'productivity'],
    [['tâches'], 'productivity'],
    [['task', 'security'], 'productivity'],
    [['sécurité'], 'security'],
    [['encryption'], 'security'],
    [['oauth'], 'security'],
    [['passwords'], 'security'],
    [['insecure-demo'], 'security'],
    [['finance', 'calcul'], 'general'],
    [[], 'general'],
  ] as const)('%j → %s', (tags, expected) => {
    expect(categoryOf(tags)).toBe(expected);
  });
});
