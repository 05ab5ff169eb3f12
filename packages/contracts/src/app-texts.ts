/**
 * The apps' names and descriptions in French, the catalogue's own language: the server seeds
 * them, and the web app's French catalogue shows them (other languages translate them there).
 */
export const appTextsFr = {
  'password-generator': {
    name: 'Générateur de mots de passe',
    description: 'Créez des mots de passe robustes et mesurez leur solidité en un clic.',
  },
  'todo-list': {
    name: 'Liste de tâches',
    description: 'Notez vos tâches du jour, cochez-les et gardez le fil de vos priorités.',
  },
  'pomodoro-timer': {
    name: 'Minuteur Pomodoro',
    description: 'Alternez travail concentré et pauses courtes avec un minuteur de 25 minutes.',
  },
  'quick-notes': {
    name: 'Bloc-notes express',
    description: 'Prenez des notes rapides, sans mise en forme, retrouvées à chaque visite.',
  },
  'habit-tracker': {
    name: "Suivi d'habitudes",
    description: 'Suivez vos habitudes quotidiennes et visualisez vos séries de jours réussis.',
  },
  'file-encryptor': {
    name: 'Chiffreur de fichiers',
    description: 'Chiffrez un fichier dans votre navigateur avant de le partager ou de le stocker.',
  },
  'password-checker': {
    name: 'Vérificateur de mots de passe',
    description: "Évaluez la solidité d'un mot de passe existant et recevez des conseils.",
  },
  'qr-code-generator': {
    name: 'Générateur de QR codes',
    description: 'Transformez un lien ou un texte en QR code à imprimer ou à partager.',
  },
  'unit-converter': {
    name: "Convertisseur d'unités",
    description: 'Convertissez longueurs, masses, températures et volumes en un instant.',
  },
  'vat-calculator': {
    name: 'Calculateur de TVA',
    description: 'Passez du hors taxe au toutes taxes comprises avec les taux français.',
  },
  'word-counter': {
    name: 'Compteur de mots',
    description: 'Comptez mots, caractères et temps de lecture de vos textes.',
  },
  'color-palette': {
    name: 'Palette de couleurs',
    description: 'Composez une palette harmonieuse et copiez ses codes hexadécimaux.',
  },
} as const;

export type AppTextId = keyof typeof appTextsFr;
