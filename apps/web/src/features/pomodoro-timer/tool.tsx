import { Bell, BellOff, Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../components/field';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useFormat } from '../../hooks/use-format';
import { useStoredPreference } from '../../hooks/use-stored-preference';
import { useSection } from '../../i18n/sections';
import { parseBoolean } from '../../lib/storage';
import {
  DEFAULT_DURATIONS,
  LONG_BREAK_EVERY,
  MAX_MINUTES,
  MIN_MINUTES,
  advance,
  formatClock,
  initialTimer,
  parseDurations,
  parseMinutes,
  pause,
  phases,
  remainingMs,
  skip,
  start,
  withDurations,
  type Durations,
  type Phase,
  type PhaseEnd,
  type TimerState,
} from './lib/timer';
import {
  askNotificationPermission,
  beep,
  notificationState,
  showNotification,
  unlockAudio,
  type NotificationState,
} from './phase-alerts';

import './pomodoro-timer.css';

const DURATIONS_KEY = 'trousse.pomodoro.durations';
const SOUND_KEY = 'trousse.pomodoro.sound';
/** Often enough that the seconds shown never lag by more than a quarter of one. */
const TICK_MS = 250;

/**
 * /app/pomodoro-timer: work and break phases, 25/5/15 minutes by default, a long break after
 * every fourth work session. Everything happens in the browser; the lengths are remembered
 * there (localStorage), nothing is sent.
 */
export default function PomodoroTimer() {
  if (!useSection('pomodoroTimer')) {
    return (
      <div className="app-page__panel pomodoro" aria-hidden="true">
        <Skeleton width="40%" />
        <Skeleton width="60%" height="4.5rem" />
        <Skeleton width="90%" height="2.5rem" />
      </div>
    );
  }
  return <Timer />;
}

/** The tab's title while the timer runs: the time left and the phase (the page's own after). */
function RunningTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function Timer() {
  const { t } = useTranslation();
  const format = useFormat();
  const [durations, setDurations] = useStoredPreference(DURATIONS_KEY, parseDurations, DEFAULT_DURATIONS);
  const [soundOn, setSoundOn] = useStoredPreference(SOUND_KEY, parseBoolean, true);
  const [timer, setTimer] = useState<TimerState>(() => initialTimer(durations));
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const [permission, setPermission] = useState<NotificationState>(notificationState);
  const audio = useRef<AudioContext | null>(null);
  const settingsHintId = useId();

  const phaseName = (phase: Phase) => t(`pomodoroTimer.phases.${phase}`);
  const minutesOf = (phase: Phase) => format.number(durations[phase]);

  const onPhaseEnd = useEffectEvent((end: PhaseEnd) => {
    const next = { phase: phaseName(end.next), minutes: minutesOf(end.next) };
    setAnnouncement(
      end.ended === 'work'
        ? t('pomodoroTimer.announce.workEnded', { next: next.phase, minutes: next.minutes })
        : t('pomodoroTimer.announce.breakEnded', { minutes: next.minutes }),
    );
    showNotification(
      t(end.ended === 'work' ? 'pomodoroTimer.notify.workEnded' : 'pomodoroTimer.notify.breakEnded'),
      t('pomodoroTimer.notify.next', next),
    );
    if (soundOn) beep(audio.current);
  });

  // While running: the time left is read from the phase's end at each tick (and at once when
  // the tab comes back to the front), never counted down by ticks.
  useEffect(() => {
    if (timer.status !== 'running') return;
    let current = timer;
    const tick = () => {
      const at = Date.now();
      const { state, ended } = advance(current, at, durations);
      current = state;
      setNow(at);
      if (ended.length > 0) {
        setTimer(state);
        // After a long sleep several phases may have gone by: the latest is the one to tell.
        onPhaseEnd(ended[ended.length - 1]!);
      }
    };
    const interval = window.setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [timer, durations]);

  useEffect(() => () => void audio.current?.close().catch(() => undefined), []);

  /** Runs a change of the timer at the present moment, from a click; returns the new state. */
  const act = (change: (state: TimerState, at: number) => TimerState) => {
    const at = Date.now();
    const next = change(timer, at);
    setNow(at);
    setTimer(next);
    return next;
  };

  const wakeSound = () => {
    if (soundOn) audio.current = unlockAudio(audio.current);
  };

  const left = remainingMs(timer, now);
  const clock = formatClock(left);
  const running = timer.status === 'running';

  return (
    <div className="app-page__panel pomodoro">
      {running && (
        <RunningTitle
          title={t('common.pageTitle', {
            page: t('pomodoroTimer.documentTitle', { time: clock, phase: phaseName(timer.phase) }),
          })}
        />
      )}

      <div className="pomodoro__face" data-phase={timer.phase}>
        <p className="pomodoro__phase">
          <span className="sr-only">{t('common.fieldLabel', { label: t('pomodoroTimer.phaseLabel') })} </span>
          <span data-phase-name>{phaseName(timer.phase)}</span>
        </p>
        <p className="pomodoro__clock" role="timer" aria-label={t('pomodoroTimer.timeLeft')}>
          {clock}
        </p>
        <p className="pomodoro__state">
          {t(`pomodoroTimer.status.${timer.status}`)}
          {timer.phase === 'work' && (
            <>
              {' · '}
              {t('pomodoroTimer.cycle', {
                current: format.number(timer.workInCycle + 1),
                total: format.number(LONG_BREAK_EVERY),
              })}
            </>
          )}
        </p>
      </div>

      <p className="pomodoro__count">
        {t('common.fieldLabel', { label: t('pomodoroTimer.completed') })}{' '}
        <strong>{format.count(timer.completed)}</strong>
      </p>

      {timer.status === 'idle' && timer.phase === 'work' && timer.completed === 0 && (
        <p className="pomodoro__empty">{t('pomodoroTimer.empty', { minutes: minutesOf('work') })}</p>
      )}

      <div className="pomodoro__controls" role="group" aria-label={t('pomodoroTimer.controls')}>
        {running ? (
          <button type="button" className="button button--primary" onClick={() => act(pause)}>
            <Pause size={16} aria-hidden="true" />
            {t('pomodoroTimer.pause')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              wakeSound();
              act(start);
            }}
          >
            <Play size={16} aria-hidden="true" />
            {timer.status === 'paused' ? t('pomodoroTimer.resume') : t('pomodoroTimer.start')}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            wakeSound();
            const next = act((state, at) => skip(state, at, durations));
            setAnnouncement(
              t('pomodoroTimer.announce.skipped', {
                phase: phaseName(next.phase),
                minutes: minutesOf(next.phase),
              }),
            );
          }}
        >
          <SkipForward size={16} aria-hidden="true" />
          {t('pomodoroTimer.skip')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            act(() => initialTimer(durations));
            setAnnouncement(
              t('pomodoroTimer.announce.reset', { phase: phaseName('work'), minutes: minutesOf('work') }),
            );
          }}
        >
          <RotateCcw size={16} aria-hidden="true" />
          {t('pomodoroTimer.reset')}
        </button>
      </div>

      {/* Said at each change of phase, never at each second. */}
      <p className="sr-only" role="status">
        {announcement}
      </p>

      <NotificationsSection
        permission={permission}
        onAsk={() => {
          void askNotificationPermission().then(setPermission);
        }}
      />

      <fieldset className="pomodoro__settings">
        <legend className="pomodoro__title">{t('pomodoroTimer.settings.title')}</legend>
        <p id={settingsHintId} className="field-hint">
          {t('pomodoroTimer.settings.hint', {
            min: format.number(MIN_MINUTES),
            max: format.number(MAX_MINUTES),
          })}
        </p>
        <DurationFields
          durations={durations}
          describedBy={settingsHintId}
          onChange={(next) => {
            setDurations(next);
            setTimer((current) => withDurations(current, next));
          }}
        />
        <Switch checked={soundOn} onCheckedChange={setSoundOn} label={t('pomodoroTimer.settings.sound')} />
      </fieldset>
    </div>
  );
}

function NotificationsSection({ permission, onAsk }: { permission: NotificationState; onAsk: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="pomodoro__notifications" aria-labelledby={titleId}>
      <h2 id={titleId} className="pomodoro__title">
        {t('pomodoroTimer.notifications.title')}
      </h2>
      {permission === 'default' && (
        <>
          <p className="pomodoro__note">{t('pomodoroTimer.notifications.intro')}</p>
          <button type="button" className="button button--secondary" onClick={onAsk}>
            <Bell size={16} aria-hidden="true" />
            {t('pomodoroTimer.notifications.enable')}
          </button>
        </>
      )}
      {permission === 'granted' && (
        <p className="pomodoro__note" role="status">
          <Bell size={16} aria-hidden="true" />
          <span>{t('pomodoroTimer.notifications.granted')}</span>
        </p>
      )}
      {permission === 'denied' && (
        <p className="pomodoro__note pomodoro__note--denied" role="status">
          <BellOff size={16} aria-hidden="true" />
          <span>{t('pomodoroTimer.notifications.denied')}</span>
        </p>
      )}
      {permission === 'unsupported' && (
        <p className="pomodoro__note">
          <BellOff size={16} aria-hidden="true" />
          <span>{t('pomodoroTimer.notifications.unsupported')}</span>
        </p>
      )}
    </section>
  );
}

/** The three lengths, as typed: a valid one is kept (and remembered) at once, a wrong one said. */
function DurationFields({
  durations,
  describedBy,
  onChange,
}: {
  durations: Durations;
  describedBy: string;
  onChange: (durations: Durations) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [drafts, setDrafts] = useState<Record<Phase, string>>(() => ({
    work: String(durations.work),
    shortBreak: String(durations.shortBreak),
    longBreak: String(durations.longBreak),
  }));
  const invalid = t('pomodoroTimer.settings.invalid', {
    min: format.number(MIN_MINUTES),
    max: format.number(MAX_MINUTES),
  });

  return (
    <div className="pomodoro__durations">
      {phases.map((phase) => (
        <Field
          key={phase}
          className="pomodoro__duration"
          label={t(`pomodoroTimer.phases.${phase}`)}
          describedBy={describedBy}
          error={parseMinutes(drafts[phase]) === null ? invalid : null}
        >
          {(control) => (
            <input
              {...control}
              className="text-input"
              type="number"
              inputMode="numeric"
              min={MIN_MINUTES}
              max={MAX_MINUTES}
              step={1}
              value={drafts[phase]}
              onChange={(event) => {
                const text = event.target.value;
                setDrafts((current) => ({ ...current, [phase]: text }));
                const minutes = parseMinutes(text);
                if (minutes !== null && minutes !== durations[phase])
                  onChange({ ...durations, [phase]: minutes });
              }}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
