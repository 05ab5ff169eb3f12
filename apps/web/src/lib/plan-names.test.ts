import { planTypes, plans } from '@trousse/contracts/plans';
import { describe, expect, it } from 'vitest';

import { frenchT } from '../test/translate';
import { planNameKey } from './plan-names';

const t = frenchT();

describe('planNameKey', () => {
  it('names each plan in French as the contract does', () => {
    for (const planType of planTypes) expect(t(planNameKey(planType))).toBe(plans[planType].name);
  });
});
