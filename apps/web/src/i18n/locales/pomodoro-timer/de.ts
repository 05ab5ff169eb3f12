import type { PomodoroTimerTexts } from './fr';

/** German copy of the Pomodoro timer (see fr.ts). */
const pomodoroTimerDe: PomodoroTimerTexts = {
  phases: {
    work: 'Arbeit',
    shortBreak: 'Kurze Pause',
    longBreak: 'Lange Pause',
  },
  timeLeft: 'Verbleibende Zeit',
  phaseLabel: 'Aktuelle Phase',
  completed: 'Abgeschlossene Arbeitseinheiten',
  cycle: 'Einheit {{current}} von {{total}} vor der langen Pause',
  status: {
    idle: 'Bereit',
    running: 'Läuft',
    paused: 'Pausiert',
  },
  empty: 'Drücken Sie „Starten“, um eine Arbeitseinheit von {{minutes}} Min. zu beginnen.',
  controls: 'Steuerung des Timers',
  start: 'Starten',
  pause: 'Anhalten',
  resume: 'Fortsetzen',
  skip: 'Zur nächsten Phase springen',
  reset: 'Zurücksetzen',
  documentTitle: '{{time}} – {{phase}}',
  announce: {
    workEnded: 'Arbeitseinheit beendet. {{next}}: {{minutes}} Min.',
    breakEnded: 'Pause beendet. Weiter mit der Arbeit: {{minutes}} Min.',
    skipped: 'Nächste Phase: {{phase}}, {{minutes}} Min.',
    reset: 'Timer zurückgesetzt: {{phase}}, {{minutes}} Min.',
  },
  notify: {
    workEnded: 'Arbeitseinheit beendet',
    breakEnded: 'Pause beendet',
    next: 'Als Nächstes: {{phase}} ({{minutes}} Min.).',
  },
  settings: {
    title: 'Dauer',
    hint: 'In Minuten, von {{min}} bis {{max}}. In diesem Browser gespeichert; eine bereits laufende Phase behält ihre Dauer.',
    invalid: 'Geben Sie eine ganze Zahl von Minuten ein, von {{min}} bis {{max}}.',
    sound: 'Am Ende jeder Phase einen Ton abspielen',
  },
  notifications: {
    title: 'Benachrichtigungen',
    enable: 'Benachrichtigungen aktivieren',
    intro: 'Erhalten Sie am Ende jeder Phase eine Benachrichtigung, auch wenn dieser Tab im Hintergrund ist.',
    granted: 'Benachrichtigungen sind aktiviert: Sie werden am Ende jeder Phase benachrichtigt.',
    denied:
      'Benachrichtigungen sind für diese Website blockiert. Um sie zu erhalten, erlauben Sie sie in den Einstellungen Ihres Browsers.',
    unsupported: 'Ihr Browser unterstützt keine Benachrichtigungen: Behalten Sie diesen Tab im Blick.',
  },
};

export default pomodoroTimerDe;
