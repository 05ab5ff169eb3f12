import { describe, expect, it } from 'vitest';
import { CodeHasher } from './code-hasher';
import { HttpError } from './http-error';

const secret = 'a-test-secret-of-enough-length-for-hkdf';

describe('CodeHasher', () => {
  it('verifies the code a hash was made from and nothing else, under the secret it was made with', async () => {
    const hasher = new CodeHasher(secret, 2);
    const other = new CodeHasher(`${secret}-other`, 1);
    try {
      const stored = await hasher.hash('538164');
      expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await hasher.verify(stored, '538164')).toBe(true);
      expect(await hasher.verify(stored, '538165')).toBe(false);
      // The pepper: the same code under another APP_SECRET does not match.
      expect(await other.verify(stored, '538164')).toBe(false);
      // A stored hash argon2 cannot read matches no code.
      expect(await hasher.verify('not-a-hash', '538164')).toBe(false);
      expect(await hasher.verifyDummy('538164')).toBe(false);
      expect(hasher.queue).toEqual({ running: 0, waiting: 0 });
    } finally {
      await Promise.all([hasher.close(), other.close()]);
    }
  });

  it('answers each of many concurrent verifies with its own result, on its lanes', async () => {
    const hasher = new CodeHasher(secret, 2);
    try {
      const stored = await hasher.hash('1234');
      const codes = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? '1234' : `12${35 + i}`));
      const started = codes.map((code) => hasher.verify(stored, code));
      // Two lanes, each running one: the others wait, two of them already in a lane's inbox.
      expect(hasher.queue).toEqual({ running: 2, waiting: 10 });
      const results = await Promise.all(started);
      expect(results).toEqual(codes.map((code) => code === '1234'));
      expect(hasher.queue).toEqual({ running: 0, waiting: 0 });
    } finally {
      await hasher.close();
    }
  });

  it('runs what the queue can take under a flood and refuses the rest at once with the 503', async () => {
    const hasher = new CodeHasher(secret, 1, 200);
    try {
      // Teach it how long a verify takes.
      const stored = await hasher.hash('1234');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 100 }, () => hasher.verify(stored, '1234')),
      );
      const done = outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value).length;
      const refused = outcomes.filter(
        (outcome) =>
          outcome.status === 'rejected' &&
          outcome.reason instanceof HttpError &&
          outcome.reason.statusCode === 503,
      ).length;
      // 200 ms of work ahead at most, a verify taking milliseconds: some run, most are refused.
      expect(done).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(50);
      expect(done + refused).toBe(100);
      expect(hasher.queue).toEqual({ running: 0, waiting: 0 });
    } finally {
      await hasher.close();
    }
  }, 30_000);

  it('refuses work once closed', async () => {
    const hasher = new CodeHasher(secret, 1);
    await hasher.close();
    await expect(hasher.hash('1234')).rejects.toThrow('argon2 lanes closed');
  });
});
