import type { Strength } from '@trousse/contracts/api/generator/schemas';
import { Eye, EyeOff, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../components/field';
import { Skeleton } from '../../components/ui/skeleton';
import { StrengthReport } from '../../entities/strength/strength-report';
import { strengthLabelKey } from '../../entities/strength/strength';
import { useSection } from '../../i18n/sections';
import { Estimator, MAX_CHECKED_LENGTH } from './lib/estimator';

import './password-checker.css';

type Verdict =
  { state: 'empty' } | { state: 'checking' } | { state: 'done'; strength: Strength } | { state: 'failed' };

/** Waits this long after the last key before judging: typing stays smooth on slow phones. */
const PAUSE_MS = 120;

/**
 * /app/password-checker: a password typed here is judged by the generator's own estimator,
 * running in a worker in the browser; nothing is sent nor kept (the field is not even in a form).
 */
export default function PasswordChecker() {
  if (!useSection('passwordChecker')) {
    return (
      <div className="app-page__panel" aria-hidden="true">
        <Skeleton width="60%" />
        <Skeleton width="90%" height="2.5rem" />
      </div>
    );
  }
  return <Checker />;
}

function Checker() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  /** The latest password judged, with its strength: shown until the next one's is in. */
  const [judged, setJudged] = useState<{ password: string; strength: Strength } | null>(null);
  /** The password whose check failed (the estimator did not load). */
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const estimator = useRef<Estimator | null>(null);
  const resultId = useId();

  // The estimator's code and dictionaries come with the page, once the page has shown.
  useEffect(() => {
    const instance = new Estimator(
      () => new Worker(new URL('./lib/checker.worker.ts', import.meta.url), { type: 'module' }),
    );
    estimator.current = instance;
    const idle = window.setTimeout(() => instance.start(), 0);
    return () => {
      window.clearTimeout(idle);
      instance.stop();
      estimator.current = null;
    };
  }, []);

  useEffect(() => {
    if (password === '') return;
    let live = true;
    const timer = window.setTimeout(() => {
      estimator.current
        ?.check(password)
        .then((strength) => {
          if (live && strength) setJudged({ password, strength });
        })
        .catch(() => {
          if (live) setFailedFor(password);
        });
    }, PAUSE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [password, attempt]);

  const verdict: Verdict =
    password === ''
      ? { state: 'empty' }
      : failedFor === password
        ? { state: 'failed' }
        : judged
          ? { state: 'done', strength: judged.strength }
          : { state: 'checking' };

  const level = verdict.state === 'done' ? t(strengthLabelKey(verdict.strength.level)) : '';

  return (
    <div className="app-page__panel password-checker">
      <p className="password-checker__privacy">
        <ShieldCheck size={18} aria-hidden="true" />
        <span>{t('passwordChecker.privacy')}</span>
      </p>
      <Field label={t('passwordChecker.label')} hint={t('passwordChecker.hint', { max: MAX_CHECKED_LENGTH })}>
        {(control) => (
          <div className="password-checker__row">
            <input
              {...control}
              className="text-input password-checker__input"
              type={visible ? 'text' : 'password'}
              value={password}
              maxLength={MAX_CHECKED_LENGTH}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={visible}
              onClick={() => setVisible((shown) => !shown)}
            >
              {visible ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
              {t('passwordChecker.show')}
            </button>
          </div>
        )}
      </Field>

      <section className="password-checker__result" aria-labelledby={resultId}>
        <h2 id={resultId} className="password-checker__title">
          {t('passwordChecker.resultTitle')}
        </h2>
        {/* Said once the typing pauses and the verdict is in, not at every key. */}
        <p className="sr-only" role="status">
          {verdict.state === 'done' ? t('passwordChecker.verdict', { level }) : ''}
        </p>
        {verdict.state === 'empty' && <p className="password-checker__empty">{t('passwordChecker.empty')}</p>}
        {verdict.state === 'checking' && (
          <p className="password-checker__empty" aria-busy="true">
            {t('passwordChecker.checking')}
          </p>
        )}
        {verdict.state === 'failed' && (
          <div className="password-checker__error" role="alert">
            <p>{t('passwordChecker.loadError')}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setFailedFor(null);
                setAttempt((count) => count + 1);
              }}
            >
              {t('common.retry')}
            </button>
          </div>
        )}
        {verdict.state === 'done' && <StrengthReport strength={verdict.strength} />}
      </section>
    </div>
  );
}
