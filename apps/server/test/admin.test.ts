import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appListResponseSchema } from '@trousse/contracts/api/apps/schemas';
import { runAdmin } from '../src/admin';
import { openPglite, queryRows } from '../src/db/client';
import { seedCatalogue } from '../src/db/seed';
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

describe('npm run admin -- app', () => {
  let output: string[];
  beforeEach(() => {
    output = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => output.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => output.push(line));
  });
  afterEach(() => vi.restoreAllMocks());

  it('announces an app the build has no screen for, lists it, and takes it away with its likes', async () => {
    const database = await openPglite(join(mkdtempSync(join(tmpdir(), 'trousse-admin-')), 'pglite'));
    await database.migrate();
    await seedCatalogue(database.db);
    const env = { LOG_LEVEL: 'silent' };
    try {
      const ctx = await createTestApp({ database });
      const add = [
        'app',
        'add',
        'budget-planner',
        '--name',
        'Planificateur de budget',
        '--description',
        'Prévoyez vos dépenses du mois.',
        '--tags',
        'finance, budget',
      ];
      expect(await runAdmin(add, env, { database })).toBe(0);
      expect(output.join('\n')).toContain('Application budget-planner ajoutée au catalogue');
      expect(await runAdmin(add, env, { database })).toBe(1);
      expect(output.join('\n')).toContain("L'application budget-planner existe déjà");

      // Last in the catalogue, as visitors see it once the second of caching is over.
      ctx.clock.advance(1_100);
      const { data: apps } = appListResponseSchema.parse((await ctx.app.inject('/api/apps')).json());
      expect(apps.at(-1)).toMatchObject({ id: 'budget-planner', name: 'Planificateur de budget' });
      expect(apps).toHaveLength(13);

      const account = await register(ctx);
      const liked = await ctx.app.inject({
        method: 'POST',
        url: '/api/apps/budget-planner/like',
        headers: { authorization: `Bearer ${account.accessToken}` },
        payload: { isLiked: true },
      });
      expect(liked.statusCode).toBe(200);

      output.length = 0;
      expect(await runAdmin(['app', 'list'], env, { database })).toBe(0);
      expect(output.at(-1)).toContain('budget-planner  1.0.0  public  annoncée');
      expect(output[0]).toContain('password-generator');
      expect(output[0]).toContain('livrée');

      expect(await runAdmin(['app', 'remove', 'password-generator'], env, { database })).toBe(1);
      expect(output.join('\n')).toContain('fait partie du catalogue livré');
      expect(await runAdmin(['app', 'remove', 'budget-planner'], env, { database })).toBe(0);
      expect(await runAdmin(['app', 'remove', 'budget-planner'], env, { database })).toBe(1);
      ctx.clock.advance(1_100);
      expect(appListResponseSchema.parse((await ctx.app.inject('/api/apps')).json()).data).toHaveLength(12);
      await ctx.close();
    } finally {
      await database.close();
    }
  });

  it('explains wrong arguments in French', async () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'trousse-admin-')), LOG_LEVEL: 'silent' };
    expect(await runAdmin(['app'], env)).toBe(2);
    expect(await runAdmin(['app', 'add', 'Pas Valide'], env)).toBe(2);
    expect(output.join('\n')).toContain('Identifiant invalide : Pas Valide');
    expect(await runAdmin(['app', 'add', 'outil', '--name', 'Outil'], env)).toBe(2);
    expect(output.join('\n')).toContain('--description est obligatoire');
    expect(
      await runAdmin(['app', 'add', 'outil', '--name', 'O', '--description', 'D', '--access', 'vip'], env),
    ).toBe(2);
    expect(output.join('\n')).toContain('Accès inconnu : vip');
  });
});
