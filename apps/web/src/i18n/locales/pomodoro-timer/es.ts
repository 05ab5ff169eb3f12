import type { PomodoroTimerTexts } from './fr';

/** Spanish copy of the Pomodoro timer (see fr.ts). */
const pomodoroTimerEs: PomodoroTimerTexts = {
  phases: {
    work: 'Trabajo',
    shortBreak: 'Pausa corta',
    longBreak: 'Pausa larga',
  },
  timeLeft: 'Tiempo restante',
  phaseLabel: 'Fase actual',
  completed: 'Sesiones de trabajo completadas',
  cycle: 'Sesión {{current}} de {{total}} antes de la pausa larga',
  status: {
    idle: 'Listo para empezar',
    running: 'En marcha',
    paused: 'En pausa',
  },
  empty: 'Pulsa «Iniciar» para empezar una sesión de trabajo de {{minutes}} min.',
  controls: 'Controles del temporizador',
  start: 'Iniciar',
  pause: 'Pausar',
  resume: 'Reanudar',
  skip: 'Pasar a la fase siguiente',
  reset: 'Reiniciar',
  documentTitle: '{{time}} – {{phase}}',
  announce: {
    workEnded: 'Sesión de trabajo terminada. {{next}} de {{minutes}} min.',
    breakEnded: 'Pausa terminada. A trabajar: {{minutes}} min.',
    skipped: 'Fase siguiente: {{phase}}, {{minutes}} min.',
    reset: 'Temporizador reiniciado: {{phase}}, {{minutes}} min.',
  },
  notify: {
    workEnded: 'Sesión de trabajo terminada',
    breakEnded: 'Pausa terminada',
    next: 'A continuación: {{phase}} ({{minutes}} min).',
  },
  settings: {
    title: 'Duraciones',
    hint: 'En minutos, de {{min}} a {{max}}. Se guardan en este navegador; una fase ya empezada conserva su duración.',
    invalid: 'Introduce un número entero de minutos, de {{min}} a {{max}}.',
    sound: 'Reproducir un sonido al final de cada fase',
  },
  notifications: {
    title: 'Notificaciones',
    enable: 'Activar las notificaciones',
    intro: 'Recibe una notificación al final de cada fase, incluso con esta pestaña en segundo plano.',
    granted: 'Notificaciones activadas: te avisaremos al final de cada fase.',
    denied:
      'Las notificaciones están bloqueadas para este sitio. Para recibirlas, permítelas en los ajustes de tu navegador.',
    unsupported: 'Tu navegador no admite notificaciones: no pierdas de vista esta pestaña.',
  },
};

export default pomodoroTimerEs;
