import type { PomodoroTimerTexts } from './fr';

/** English copy of the Pomodoro timer (see fr.ts). */
const pomodoroTimerEn: PomodoroTimerTexts = {
  phases: {
    work: 'Work',
    shortBreak: 'Short break',
    longBreak: 'Long break',
  },
  timeLeft: 'Time left',
  phaseLabel: 'Current phase',
  completed: 'Work sessions completed',
  cycle: 'Session {{current}} of {{total}} before the long break',
  status: {
    idle: 'Ready to start',
    running: 'Running',
    paused: 'Paused',
  },
  empty: 'Press “Start” to begin a {{minutes}}-minute work session.',
  controls: 'Timer controls',
  start: 'Start',
  pause: 'Pause',
  resume: 'Resume',
  skip: 'Skip to the next phase',
  reset: 'Reset',
  documentTitle: '{{time}} – {{phase}}',
  announce: {
    workEnded: 'Work session over. {{next}}: {{minutes}} min.',
    breakEnded: 'Break over. Back to work: {{minutes}} min.',
    skipped: 'Next phase: {{phase}}, {{minutes}} min.',
    reset: 'Timer reset: {{phase}}, {{minutes}} min.',
  },
  notify: {
    workEnded: 'Work session over',
    breakEnded: 'Break over',
    next: 'Up next: {{phase}} ({{minutes}} min).',
  },
  settings: {
    title: 'Durations',
    hint: 'In minutes, from {{min}} to {{max}}. Remembered in this browser; a phase already under way keeps its length.',
    invalid: 'Enter a whole number of minutes, from {{min}} to {{max}}.',
    sound: 'Play a sound at the end of each phase',
  },
  notifications: {
    title: 'Notifications',
    enable: 'Turn on notifications',
    intro: 'Get a notification at the end of each phase, even while this tab is in the background.',
    granted: 'Notifications are on: you will be told at the end of each phase.',
    denied: 'Notifications are blocked for this site. To get them, allow them in your browser’s settings.',
    unsupported: 'Your browser does not support notifications: keep an eye on this tab.',
  },
};

export default pomodoroTimerEn;
