import { describe, expect, it } from 'vitest';

import {
  authFlowReducer,
  backTarget,
  DEFAULT_LOCK_SECONDS,
  hasBackButton,
  initialAuthFlow,
  isValidAccessCode,
  lockEnd,
  normaliseResetCodeInput,
} from './auth-flow';
import type { AuthFlowState, AuthStep } from './auth-flow';

const params = (query: string) => new URLSearchParams(query);

function stateAt(step: AuthStep, overrides: Partial<AuthFlowState> = {}): AuthFlowState {
  return {
    ...initialAuthFlow(params('')),
    step,
    email: 'ana@exemple.fr',
    ...overrides,
  };
}

const oauth = { token: 't0k', provider: 'github', email: 'ana@exemple.fr' };

describe('initialAuthFlow (query parameters)', () => {
  it('starts at the email step without parameters', () => {
    expect(initialAuthFlow(params(''))).toMatchObject({ step: 'email', email: '', checkOnEntry: false });
  });

  it('checks an email given alone', () => {
    expect(initialAuthFlow(params('email=ana%40exemple.fr'))).toMatchObject({
      step: 'email',
      email: 'ana@exemple.fr',
      checkOnEntry: true,
      oauth: null,
    });
  });

  it('opens the oauth steps when token, provider and email are all present', () => {
    expect(
      initialAuthFlow(params('step=create-code&token=t0k&provider=github&email=ana@exemple.fr')),
    ).toMatchObject({ step: 'oauth-create-code', oauth, checkOnEntry: false });
    expect(
      initialAuthFlow(params('step=login&token=t0k&provider=github&email=ana@exemple.fr')),
    ).toMatchObject({
      step: 'oauth-login',
      oauth,
    });
  });

  it('falls back on the email check when an oauth parameter is missing', () => {
    expect(initialAuthFlow(params('step=login&provider=github&email=ana@exemple.fr'))).toMatchObject({
      step: 'email',
      oauth: null,
      checkOnEntry: true,
    });
  });
});

describe('back button', () => {
  it('follows the rules of part 1 §2', () => {
    expect(backTarget(stateAt('register-confirm'))).toEqual({ type: 'step', step: 'register' });
    expect(backTarget(stateAt('register-confirm', { oauth }))).toEqual({
      type: 'step',
      step: 'oauth-create-code',
    });
    expect(backTarget(stateAt('reset-code'))).toEqual({ type: 'step', step: 'login' });
    expect(backTarget(stateAt('oauth-create-code', { oauth }))).toEqual({ type: 'navigate', to: '/auth' });
    expect(backTarget(stateAt('oauth-login', { oauth }))).toEqual({ type: 'navigate', to: '/auth' });
    expect(backTarget(stateAt('login'))).toEqual({ type: 'step', step: 'email' });
    expect(backTarget(stateAt('register'))).toEqual({ type: 'step', step: 'email' });
  });

  it('is shown on every step but the first', () => {
    expect(hasBackButton('email')).toBe(false);
    expect(hasBackButton('login')).toBe(true);
  });

  it('moves the state, forgetting the pending code; the oauth steps do not move by themselves', () => {
    const confirm = stateAt('register-confirm', { pendingCode: '2580' });
    expect(authFlowReducer(confirm, { type: 'back' })).toMatchObject({ step: 'register', pendingCode: '' });
    expect(authFlowReducer(stateAt('reset-code', { lockedUntil: 5 }), { type: 'back' })).toMatchObject({
      step: 'login',
      lockedUntil: 5,
    });
    expect(authFlowReducer(stateAt('login', { lockedUntil: 5 }), { type: 'back' })).toMatchObject({
      step: 'email',
      lockedUntil: null,
    });
    const social = stateAt('oauth-login', { oauth });
    expect(authFlowReducer(social, { type: 'back' })).toBe(social);
  });
});

describe('email step', () => {
  it('goes to login for a known email, register otherwise', () => {
    const start = initialAuthFlow(params('email=ana@exemple.fr'));
    expect(
      authFlowReducer(start, {
        type: 'emailChecked',
        email: 'ana@exemple.fr',
        exists: true,
        lockedUntil: null,
      }),
    ).toMatchObject({ step: 'login', checkOnEntry: false });
    expect(
      authFlowReducer(start, {
        type: 'emailChecked',
        email: 'new@exemple.fr',
        exists: false,
        lockedUntil: null,
      }),
    ).toMatchObject({ step: 'register', email: 'new@exemple.fr' });
  });

  it('carries a lock from check-email into the login step', () => {
    const next = authFlowReducer(stateAt('email'), {
      type: 'emailChecked',
      email: 'ana@exemple.fr',
      exists: true,
      lockedUntil: 1_000,
    });
    expect(next).toMatchObject({ step: 'login', lockedUntil: 1_000 });
  });

  it('goes to register when the check fails', () => {
    expect(
      authFlowReducer(stateAt('email'), { type: 'emailCheckFailed', email: 'x@exemple.fr' }),
    ).toMatchObject({
      step: 'register',
      email: 'x@exemple.fr',
    });
  });

  it('stops the automatic check of an invalid email', () => {
    expect(
      authFlowReducer(initialAuthFlow(params('email=nope')), { type: 'emailInvalid' }).checkOnEntry,
    ).toBe(false);
  });
});

describe('registration', () => {
  it('asks for the code twice, and starts again on a mismatch', () => {
    const confirm = authFlowReducer(stateAt('register'), { type: 'codeChosen', code: '2580' });
    expect(confirm).toMatchObject({ step: 'register-confirm', pendingCode: '2580' });
    expect(
      authFlowReducer(confirm, { type: 'confirmationMismatch', message: 'Les codes ne correspondent pas' }),
    ).toMatchObject({ step: 'register', pendingCode: '', flash: 'Les codes ne correspondent pas' });
  });

  it('returns to oauth-create-code on a mismatch after a social sign-in', () => {
    const confirm = authFlowReducer(stateAt('oauth-create-code', { oauth }), {
      type: 'codeChosen',
      code: '2580',
    });
    expect(confirm.step).toBe('register-confirm');
    expect(authFlowReducer(confirm, { type: 'confirmationMismatch', message: 'x' }).step).toBe(
      'oauth-create-code',
    );
  });

  it('ignores a code chosen from another step', () => {
    const login = stateAt('login');
    expect(authFlowReducer(login, { type: 'codeChosen', code: '2580' })).toBe(login);
  });
});

describe('two-factor step abandoned', () => {
  it('restart goes back to the email step from any step, keeping the email only', () => {
    for (const step of ['login', 'reset-code', 'register-confirm'] as const) {
      expect(
        authFlowReducer(stateAt(step, { lockedUntil: 9, pendingCode: '2580', flash: 'x' }), {
          type: 'restart',
        }),
      ).toEqual({ ...initialAuthFlow(params('')), email: 'ana@exemple.fr' });
    }
    expect(authFlowReducer(stateAt('oauth-login', { oauth }), { type: 'restart' })).toMatchObject({
      step: 'email',
      oauth: null,
    });
  });
});

describe('reset and lock', () => {
  it('goes from login to reset-code', () => {
    expect(authFlowReducer(stateAt('login'), { type: 'resetStarted' }).step).toBe('reset-code');
    expect(authFlowReducer(stateAt('register'), { type: 'resetStarted' }).step).toBe('register');
  });

  it('counts down the server time, or 120 s when none is given', () => {
    expect(lockEnd(1_000, 10_800)).toBe(1_000 + 10_800_000);
    expect(lockEnd(1_000, undefined)).toBe(1_000 + DEFAULT_LOCK_SECONDS * 1000);
    expect(lockEnd(1_000, 0)).toBe(1_000 + 120_000);
    expect(authFlowReducer(stateAt('login'), { type: 'locked', until: 9 }).lockedUntil).toBe(9);
    expect(
      authFlowReducer(stateAt('login', { lockedUntil: 9 }), { type: 'unlocked' }).lockedUntil,
    ).toBeNull();
  });
});

describe('codes', () => {
  it('accepts 4 to 8 digits', () => {
    expect(isValidAccessCode('123')).toBe(false);
    expect(isValidAccessCode('2580')).toBe(true);
    expect(isValidAccessCode('25802580')).toBe(true);
    expect(isValidAccessCode('258025801')).toBe(false);
    expect(isValidAccessCode('25a0')).toBe(false);
  });

  it('keeps uppercase letters and digits in the reset code field, 8 at most', () => {
    expect(normaliseResetCodeInput('ab-cd 23ef9xyz', 8)).toBe('ABCD23EF');
    expect(normaliseResetCodeInput('é!', 8)).toBe('');
  });
});
