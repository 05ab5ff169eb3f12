import { appTextsFr } from '@trousse/contracts/app-texts';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { apps, type AppAccess, type AppQuotas } from './schema';

export interface CatalogueEntry {
  id: string;
  name: string;
  description: string;
  version: string;
  access: AppAccess;
  permissions: string[];
  tags: string[];
  quotas: AppQuotas;
}

const unmetered: AppQuotas = { metered: false, usesPerCall: 0 };

/**
 * The apps Trousse offers, in display order. Seeded at every start (an idempotent upsert),
 * so a fresh database always has them and an edit here reaches existing databases.
 */
export const catalogue: CatalogueEntry[] = [
  {
    id: 'password-generator',
    ...appTextsFr['password-generator'],
    version: '1.0.0',
    access: 'registered',
    permissions: ['clipboard-write'],
    tags: ['sécurité', 'password'],
    quotas: { metered: true, usesPerCall: 1 },
  },
  {
    id: 'todo-list',
    ...appTextsFr['todo-list'],
    version: '0.9.0',
    access: 'registered',
    permissions: [],
    tags: ['productivité', 'todo'],
    quotas: unmetered,
  },
  {
    id: 'pomodoro-timer',
    ...appTextsFr['pomodoro-timer'],
    version: '0.9.0',
    access: 'public',
    permissions: ['notifications'],
    tags: ['productivité', 'concentration'],
    quotas: unmetered,
  },
  {
    id: 'quick-notes',
    ...appTextsFr['quick-notes'],
    version: '0.8.0',
    access: 'registered',
    permissions: [],
    tags: ['simple', 'notes'],
    quotas: unmetered,
  },
  {
    id: 'habit-tracker',
    ...appTextsFr['habit-tracker'],
    version: '0.7.0',
    access: 'registered',
    permissions: ['notifications'],
    tags: ['task', 'quotidien'],
    quotas: unmetered,
  },
  {
    id: 'file-encryptor',
    ...appTextsFr['file-encryptor'],
    version: '0.8.0',
    access: 'registered',
    permissions: ['file-read'],
    tags: ['encryption', 'fichiers'],
    quotas: unmetered,
  },
  {
    id: 'password-checker',
    ...appTextsFr['password-checker'],
    version: '0.6.0',
    access: 'public',
    permissions: [],
    tags: ['secure', 'audit'],
    quotas: unmetered,
  },
  {
    id: 'qr-code-generator',
    ...appTextsFr['qr-code-generator'],
    version: '0.9.0',
    access: 'public',
    permissions: [],
    tags: ['qr', 'partage'],
    quotas: unmetered,
  },
  {
    id: 'unit-converter',
    ...appTextsFr['unit-converter'],
    version: '0.9.0',
    access: 'public',
    permissions: [],
    tags: ['conversion', 'calcul'],
    quotas: unmetered,
  },
  {
    id: 'vat-calculator',
    ...appTextsFr['vat-calculator'],
    version: '0.7.0',
    access: 'public',
    permissions: [],
    tags: ['finance', 'calcul'],
    quotas: unmetered,
  },
  {
    id: 'word-counter',
    ...appTextsFr['word-counter'],
    version: '0.9.0',
    access: 'public',
    permissions: [],
    tags: ['texte', 'rédaction'],
    quotas: unmetered,
  },
  {
    id: 'color-palette',
    ...appTextsFr['color-palette'],
    version: '0.6.0',
    access: 'public',
    permissions: ['clipboard-write'],
    tags: ['design', 'couleurs'],
    quotas: unmetered,
  },
];

/** Whether `id` is one of the catalogue's own apps (seeded at every start, so never removed). */
export function isShippedApp(id: string): boolean {
  return catalogue.some((entry) => entry.id === id);
}

/** An app id as the addresses use it: lowercase words joined by hyphens. */
export const APP_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+){0,7}$/;

/**
 * Adds an app the operators announce before this build has its screen: it shows in the
 * catalogue, and its page says it is not available yet (part 1 §2). Last in the catalogue's
 * order. False when the id is taken.
 */
export async function addAnnouncedApp(
  db: Db,
  entry: {
    id: string;
    name: string;
    description: string;
    version: string;
    access: AppAccess;
    tags: string[];
  },
): Promise<boolean> {
  const added = await queryRows<{ id: string }>(
    db,
    sql`
    insert into ${apps} (id, slug, name, description, version, access, permissions, tags, quotas, position)
    select ${entry.id}, ${entry.id}, ${entry.name}, ${entry.description}, ${entry.version}, ${entry.access},
           '[]'::jsonb, ${JSON.stringify(entry.tags)}::jsonb, ${JSON.stringify(unmetered)}::jsonb,
           coalesce(max(${apps.position}), -1) + 1
    from ${apps}
    on conflict do nothing
    returning id`,
  );
  return added.length > 0;
}

/** Removes an app the operators added (its likes, favourites and installs go with it). */
export async function removeAnnouncedApp(db: Db, id: string): Promise<boolean> {
  const removed = await queryRows<{ id: string }>(
    db,
    sql`delete from ${apps} where ${apps.id} = ${id} returning id`,
  );
  return removed.length > 0;
}

/** The catalogue as stored, in its order. */
export async function storedCatalogue(db: Db) {
  return db
    .select({ id: apps.id, name: apps.name, version: apps.version, access: apps.access })
    .from(apps)
    .orderBy(apps.position);
}
