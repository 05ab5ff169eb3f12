/**
 * French copy of the habit tracker (/app/habit-tracker). Read as `t('habitTracker.…')`; the
 * figures come from packages/contracts/src/personal-tools.ts, the streaks' rules from
 * packages/contracts/src/habit-streaks.ts.
 */
const habitTrackerFr = {
  description:
    'Suivez vos habitudes au quotidien : cochez-les chaque jour, suivez vos séries et voyez votre année d’un coup d’œil.',
  addTitle: 'Nouvelle habitude',
  nameLabel: 'Nom de l’habitude',
  nameHint: 'Par exemple « Lire 20 pages » ou « Boire de l’eau ».',
  targetLabel: 'Objectif quotidien',
  targetHint: 'Combien de fois par jour, de 1 à {{max}}.',
  add: 'Ajouter l’habitude',
  listTitle: 'Mes habitudes',
  counter: '{{count}} sur {{max}} habitudes',
  loading: 'Chargement de vos habitudes…',
  empty: 'Aucune habitude pour l’instant. Ajoutez-en une pour commencer votre première série.',
  loadError: 'Impossible de charger vos habitudes.',
  retry: 'Réessayer',
  perDay_one: '{{count}} fois par jour',
  perDay_many: '{{count}} de fois par jour',
  perDay_other: '{{count}} fois par jour',
  today: 'Aujourd’hui',
  doneToday: 'Fait aujourd’hui',
  progress: '{{count}}/{{target}}',
  progressLabel: '{{name}} aujourd’hui : {{count}} sur {{target}}',
  decrease: '{{name}} : une fois de moins aujourd’hui',
  increase: '{{name}} : une fois de plus aujourd’hui',
  week: 'Les 7 derniers jours',
  dayLabel: '{{name}}, {{date}}',
  currentStreak: 'Série en cours',
  bestStreak: 'Meilleure série',
  days_one: '{{count}} jour',
  days_many: '{{count}} de jours',
  days_other: '{{count}} jours',
  year: 'Votre année',
  yearLabel: '{{name}} : l’année écoulée, jour par jour',
  cellDone: '{{date}} : objectif atteint ({{count}}/{{target}})',
  cellPartial: '{{date}} : {{count}}/{{target}}',
  cellNone: '{{date}} : rien de coché',
  legendNone: 'Rien',
  legendPartial: 'Commencé',
  legendDone: 'Objectif atteint',
  edit: 'Modifier',
  editTitle: 'Modifier l’habitude',
  save: 'Enregistrer',
  cancel: 'Annuler',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer « {{name}} » ?',
  deleteBody: 'L’habitude et tous ses jours cochés seront supprimés définitivement.',
  added: 'Habitude « {{name}} » ajoutée.',
  saved: 'Habitude « {{name}} » modifiée.',
  deleted: 'Habitude « {{name}} » supprimée.',
  checked: '{{name}} : {{count}}/{{target}} le {{date}}. Série en cours : {{streak}}.',
  limitNotice:
    'Vous avez atteint la limite de {{max}} habitudes : supprimez-en une pour en ajouter une autre.',
  fields: {
    nameRequired: 'Donnez un nom à l’habitude.',
    nameTooLong: 'Le nom ne peut dépasser {{max}} caractères.',
    target: 'L’objectif quotidien est un nombre entier entre 1 et {{max}}.',
  },
  errors: {
    limitReached: 'Vous avez atteint la limite de {{max}} habitudes.',
    dayOutOfRange: 'Vous ne pouvez cocher qu’aujourd’hui et les {{days}} jours précédents.',
    notFound: 'Cette habitude n’existe plus : elle a sans doute été supprimée sur un autre appareil.',
    refused: 'Modification refusée : {{reason}}',
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type HabitTrackerTexts = Widen<typeof habitTrackerFr>;

declare module '../../registry' {
  interface SectionTexts {
    habitTracker: HabitTrackerTexts;
  }
}

export default habitTrackerFr;
