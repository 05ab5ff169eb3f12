/**
 * French copy of the Pomodoro timer (/app/pomodoro-timer). Read as `t('pomodoroTimer.…')`.
 */
const pomodoroTimerFr = {
  phases: {
    work: 'Travail',
    shortBreak: 'Pause courte',
    longBreak: 'Pause longue',
  },
  timeLeft: 'Temps restant',
  phaseLabel: 'Phase en cours',
  completed: 'Séances de travail terminées',
  cycle: 'Séance {{current}} sur {{total}} avant la pause longue',
  status: {
    idle: 'Prêt à démarrer',
    running: 'En cours',
    paused: 'En pause',
  },
  empty: 'Appuyez sur « Démarrer » pour lancer une séance de travail de {{minutes}} min.',
  controls: 'Commandes du minuteur',
  start: 'Démarrer',
  pause: 'Mettre en pause',
  resume: 'Reprendre',
  skip: 'Passer à la phase suivante',
  reset: 'Réinitialiser',
  documentTitle: '{{time}} – {{phase}}',
  announce: {
    workEnded: 'Séance de travail terminée. {{next}} de {{minutes}} min.',
    breakEnded: 'Pause terminée. Au travail : {{minutes}} min.',
    skipped: 'Phase suivante : {{phase}}, {{minutes}} min.',
    reset: 'Minuteur réinitialisé : {{phase}}, {{minutes}} min.',
  },
  notify: {
    workEnded: 'Séance de travail terminée',
    breakEnded: 'Pause terminée',
    next: 'À suivre : {{phase}} ({{minutes}} min).',
  },
  settings: {
    title: 'Durées',
    hint: 'En minutes, de {{min}} à {{max}}. Retenues sur ce navigateur ; une phase déjà commencée garde sa durée.',
    invalid: 'Saisissez un nombre entier de minutes, de {{min}} à {{max}}.',
    sound: 'Jouer un son à la fin de chaque phase',
  },
  notifications: {
    title: 'Notifications',
    enable: 'Activer les notifications',
    intro: 'Recevez une notification à la fin de chaque phase, même quand cet onglet est en arrière-plan.',
    granted: 'Notifications activées : vous serez prévenu à la fin de chaque phase.',
    denied:
      'Les notifications sont bloquées pour ce site. Pour les recevoir, autorisez-les dans les réglages de votre navigateur.',
    unsupported: "Votre navigateur ne permet pas les notifications : gardez cet onglet à l'œil.",
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type PomodoroTimerTexts = Widen<typeof pomodoroTimerFr>;

declare module '../../registry' {
  interface SectionTexts {
    pomodoroTimer: PomodoroTimerTexts;
  }
}

export default pomodoroTimerFr;
