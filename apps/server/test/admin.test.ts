import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../src/admin';
import { openPglite, queryRows } from '../src/db/client';
import { createTestApp } from './helpers';
import { register } from './auth-helpers';

describe('npm run admin -- set-plan', () => {
  let output: string[];
  beforeEach(() => {
    output = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => output.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => output.push(line));
  });
  afterEach(() => vi.restoreAllMocks());

  it('sets an account’s plan in the server’s data directory and records it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'trousse-admin-'));
    const database = await openPglite(join(dataDir, 'pglite'));
    await database.migrate();
    const ctx = await createTestApp({ database });
    const account = await register(ctx);
    await ctx.close();
    await database.close();

    const env = { DATA_DIR: dataDir, APP_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' };
    expect(await runAdmin(['set-plan', account.email.toUpperCase(), 'infinity'], env)).toBe(0);
    expect(output.join('\n')).toContain('Infinity (INFINITY)');

    const reopened = await openPglite(join(dataDir, 'pglite'));
    try {
      const [row] = await queryRows<{ plan: string }>(
        reopened.db,
        sql`select plan from subscriptions where user_id = ${account.user.id}`,
      );
      expect(row?.plan).toBe('INFINITY');
      const [event] = await queryRows<{ type: string; device: string }>(
        reopened.db,
        sql`select type, device from audit_events where user_id = ${account.user.id} order by id desc limit 1`,
      );
      expect(event).toEqual({ type: 'plan.changed', device: "Console d'administration (INFINITY)" });
    } finally {
      await reopened.close();
    }
  });

  it('explains wrong arguments and unknown accounts', async () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'trousse-admin-')), LOG_LEVEL: 'silent' };
    expect(await runAdmin([], env)).toBe(2);
    expect(await runAdmin(['set-plan', 'a@b.fr', 'GOLD'], env)).toBe(2);
    expect(output.join('\n')).toContain('Forfait inconnu : GOLD');
    expect(await runAdmin(['set-plan', 'personne@exemple.fr', 'PREMIUM'], env)).toBe(1);
    expect(output.join('\n')).toContain('Aucun compte pour personne@exemple.fr');
  });
});
