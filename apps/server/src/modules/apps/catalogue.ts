import type { AppAccess, AppQuotas } from '../../db/schema';

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
    name: 'Générateur de mots de passe',
    description: 'Créez des mots de passe robustes et mesurez leur solidité en un clic.',
    version: '1.0.0',
    access: 'registered',
    permissions: ['clipboard-write'],
    tags: ['sécurité', 'password'],
    quotas: { metered: true, usesPerCall: 1 },
  },
  {
    id: 'todo-list',
    name: 'Liste de tâches',
    description: 'Notez vos tâches du jour, cochez-les et gardez le fil de vos priorités.',
    version: '0.9.0',
    access: 'registered',
    permissions: [],
    tags: ['productivité', 'todo'],
    quotas: unmetered,
  },
  {
    id: 'pomodoro-timer',
    name: 'Minuteur Pomodoro',
    description: 'Alternez travail concentré et pauses courtes avec un minuteur de 25 minutes.',
    version: '0.9.0',
    access: 'public',
    permissions: ['notifications'],
    tags: ['productivité', 'concentration'],
    quotas: unmetered,
  },
  {
    id: 'quick-notes',
    name: 'Bloc-notes express',
    description: 'Prenez des notes rapides, sans mise en forme, retrouvées à chaque visite.',
    version: '0.8.0',
    access: 'registered',
    permissions: [],
    tags: ['simple', 'notes'],
    quotas: unmetered,
  },
  {
    id: 'habit-tracker',
    name: "Suivi d'habitudes",
    description: 'Suivez vos habitudes quotidiennes et visualisez vos séries de jours réussis.',
    version: '0.7.0',
    access: 'registered',
    permissions: ['notifications'],
    tags: ['task', 'quotidien'],
    quotas: unmetered,
  },
  {
    id: 'file-encryptor',
    name: 'Chiffreur de fichiers',
    description: 'Chiffrez un fichier dans votre navigateur avant de le partager ou de le stocker.',
    version: '0.8.0',
    access: 'registered',
    permissions: ['file-read'],
    tags: ['encryption', 'fichiers'],
    quotas: unmetered,
  },
  {
    id: 'password-checker',
    name: 'Vérificateur de mots de passe',
    description: "Évaluez la solidité d'un mot de passe existant et recevez des conseils.",
    version: '0.6.0',
    access: 'public',
    permissions: [],
    tags: ['secure', 'audit'],
    quotas: unmetered,
  },
  {
    id: 'qr-code-generator',
    name: 'Générateur de QR codes',
    description: 'Transformez un lien ou un texte en QR code à imprimer ou à partager.',
    version: '0.9.0',
    access: 'public',
    permissions: [],
    tags: ['qr', 'partage'],
    quotas: unmetered,
  },
  {
    id: 'unit-converter',
    name: "Convertisseur d'unités",
    description: 'Convertissez longueurs, masses, températures et volumes en un instant.',
    version: '0.9.0',
    access: 'public',
    permissions: [],
    tags: ['conversion', 'calcul'],
    quotas: unmetered,
  },
  {
    id: 'vat-calculator',
    name: 'Calculateur de TVA',
    description: 'Passez du hors taxe au toutes taxes comprises avec les taux français.',
    version: '0.7.0',
    access: 'public',
    permissions: [],
    tags: ['finance', 'calcul'],
    quotas: unmetered,
  },
  {
    id: 'word-counter',
    name: 'Compteur de mots',
    description: 'Comptez mots, caractères et temps de lecture de vos textes.',
    version: '0.9.0',
    access: 'public',
    permissions: [],
    tags: ['texte', 'rédaction'],
    quotas: unmetered,
  },
  {
    id: 'color-palette',
    name: 'Palette de couleurs',
    description: 'Composez une palette harmonieuse et copiez ses codes hexadécimaux.',
    version: '0.6.0',
    access: 'public',
    permissions: ['clipboard-write'],
    tags: ['design', 'couleurs'],
    quotas: unmetered,
  },
];
