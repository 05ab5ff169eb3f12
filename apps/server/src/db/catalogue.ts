import { appTextsFr } from '@trousse/contracts/app-texts';
import type { AppAccess, AppQuotas } from './schema';

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
