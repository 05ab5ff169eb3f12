import { endpoints } from '@trousse/contracts/api/endpoints';
import { describe, expect, it, vi } from 'vitest';

import { passesFreemiumGate } from './freemium-gate';

describe('the freemium gate', () => {
  it('takes one of the allowance for an anonymous counted call, and refuses when none is left', () => {
    const take = vi.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    expect(passesFreemiumGate(endpoints.generator.generate, false, take)).toBe(true);
    expect(passesFreemiumGate(endpoints.auth.me, false, take)).toBe(false);
    expect(take).toHaveBeenCalledTimes(2);
  });

  it('lets exempt calls and signed-in users through without counting', () => {
    const take = vi.fn(() => false);
    expect(passesFreemiumGate(endpoints.auth.login, false, take)).toBe(true);
    expect(passesFreemiumGate(endpoints.apps.list, false, take)).toBe(true);
    expect(passesFreemiumGate(endpoints.auth.requestReset, false, take)).toBe(true);
    expect(passesFreemiumGate(endpoints.generator.generate, true, take)).toBe(true);
    expect(take).not.toHaveBeenCalled();
  });
});
