import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { safeError } from './log-safe-error';

describe('errors as the log sees them', () => {
  it('keeps a failed query’s statement and SQLSTATE, never its parameters', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        name: 'error',
        code: '23505',
        severity: 'ERROR',
        detail: 'Key (email)=(alice@exemple.fr) already exists.',
      },
    );
    const error = new DrizzleQueryError(
      'insert into users (email, code_hash) values ($1, $2)',
      ['alice@exemple.fr', 'argon2-hash'],
      cause,
    );
    const safe = safeError(error);
    const text = JSON.stringify(safe);
    expect(text).not.toContain('alice@exemple.fr');
    expect(text).not.toContain('argon2-hash');
    expect(safe).toMatchObject({
      message: 'Failed query',
      statement: 'insert into users (email, code_hash) values ($1, $2)',
      cause: { code: '23505', message: 'duplicate key value violates unique constraint "…"' },
    });
    expect(safe.stack).toMatch(/^DrizzleQueryError: Failed query\n\s+at /);
  });

  it('leaves other errors as they are', () => {
    expect(safeError(new TypeError('boom'))).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(safeError('plain')).toEqual({ type: 'string', message: 'plain', stack: '' });
  });
});
