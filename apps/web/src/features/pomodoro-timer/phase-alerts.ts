/**
 * What tells the user a phase is over besides the screen: the system notification (asked for
 * only from a click) and a short beep made with WebAudio (no sound file to download).
 */

export type NotificationState = NotificationPermission | 'unsupported';

function notifications(): typeof Notification | undefined {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;
}

export function notificationState(): NotificationState {
  return notifications()?.permission ?? 'unsupported';
}

/** Asks the browser; only from a user's click (browsers ignore or penalise other requests). */
export async function askNotificationPermission(): Promise<NotificationState> {
  const api = notifications();
  if (!api) return 'unsupported';
  try {
    return await api.requestPermission();
  } catch {
    return api.permission;
  }
}

export function showNotification(title: string, body: string): void {
  const api = notifications();
  if (api?.permission !== 'granted') return;
  try {
    new api(title, { body, tag: 'trousse-pomodoro', lang: document.documentElement.lang });
  } catch {
    // Some mobile browsers only notify through a service worker: the screen and sound remain.
  }
}

type AudioContextClass = typeof AudioContext;

/**
 * An audio context made (or woken) during a click, when browsers allow sound to start; later
 * beeps, at the end of a phase, play through it.
 */
export function unlockAudio(current: AudioContext | null): AudioContext | null {
  try {
    const Context: AudioContextClass | undefined =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
    if (!Context) return null;
    const context = current ?? new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    return context;
  } catch {
    return null;
  }
}

/** Two short soft tones (880 then 660 Hz), a little over half a second in all. */
export function beep(context: AudioContext | null): void {
  if (!context || context.state === 'closed') return;
  try {
    const start = context.currentTime + 0.02;
    [880, 660].forEach((frequency, index) => {
      const at = start + index * 0.3;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.27);
    });
  } catch {
    // No sound: the notification and the screen still say it.
  }
}
