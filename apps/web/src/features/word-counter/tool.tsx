import { Eraser, ShieldCheck } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../components/field';
import { Skeleton } from '../../components/ui/skeleton';
import { useFormat } from '../../hooks/use-format';
import { useSection } from '../../i18n/sections';
import {
  READING_WORDS_PER_MINUTE,
  SPEAKING_WORDS_PER_MINUTE,
  durationMinutes,
  formatMinutes,
} from './lib/durations';
import { createTextCounter, type TextStats } from './lib/text-stats';

import './word-counter.css';
import { useSettled } from '../../hooks/use-settled';

/** The pause after the last key before the live region says the counts. */
const PAUSE_MS = 1_000;

/**
 * /app/word-counter: words, characters, sentences, paragraphs and the time to read or say a
 * text, counted in the browser as the reader's language segments it (lib/text-stats.ts). The
 * text is neither sent nor kept: it is not even in a form.
 */
export default function WordCounter() {
  if (!useSection('wordCounter')) {
    return (
      <div className="app-page__panel word-counter word-counter--loading" aria-hidden="true">
        <Skeleton width="70%" />
        <Skeleton width="100%" height="12rem" />
        <Skeleton width="40%" height="1.25rem" />
        <Skeleton width="90%" />
      </div>
    );
  }
  return <Counter />;
}

function Counter() {
  const { t } = useTranslation();
  const format = useFormat();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const resultId = useId();

  // Typing stays smooth in a long text: the counts follow in a render React may interrupt,
  // and the counter segments again only the lines that changed.
  const counted = useDeferredValue(text);
  const count = useMemo(() => createTextCounter(format.language), [format.language]);
  const stats = useMemo(() => count(counted), [count, counted]);
  const empty = text.trim() === '';

  const summary = empty
    ? ''
    : t('wordCounter.summary', {
        words: t('wordCounter.wordCount', { count: stats.words, value: format.count(stats.words) }),
        characters: t('wordCounter.characterCount', {
          count: stats.characters,
          value: format.count(stats.characters),
        }),
      });
  // Said once the typing pauses and the counts are those of the text on screen.
  const settled = useSettled(counted === text ? summary : '', PAUSE_MS);

  return (
    <div className="app-page__panel word-counter">
      <p className="word-counter__privacy">
        <ShieldCheck size={18} aria-hidden="true" />
        <span>{t('wordCounter.privacy')}</span>
      </p>

      <Field label={t('wordCounter.label')} hint={t('wordCounter.hint')} className="word-counter__field">
        {(control) => (
          <textarea
            {...control}
            ref={field}
            className="text-input word-counter__text"
            rows={10}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>

      <div className="word-counter__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={text === ''}
          onClick={() => {
            setText('');
            field.current?.focus();
          }}
        >
          <Eraser size={16} aria-hidden="true" />
          {t('wordCounter.clear')}
        </button>
      </div>

      <section className="word-counter__result" aria-labelledby={resultId}>
        <h2 id={resultId} className="word-counter__title">
          {t('wordCounter.resultTitle')}
        </h2>
        <p className="sr-only" role="status">
          {!empty && settled === summary ? settled : ''}
        </p>
        {empty ? <p className="word-counter__empty">{t('wordCounter.empty')}</p> : <Figures stats={stats} />}
      </section>
    </div>
  );
}

function Figures({ stats }: { stats: TextStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  const duration = (perMinute: number) => {
    const minutes = durationMinutes(stats.words, perMinute);
    return minutes === 0 ? t('wordCounter.lessThanMinute') : formatMinutes(minutes, format.language);
  };
  const figures: [label: string, value: string, name: string][] = [
    [t('wordCounter.words'), format.count(stats.words), 'words'],
    [t('wordCounter.characters'), format.count(stats.characters), 'characters'],
    [t('wordCounter.charactersNoSpaces'), format.count(stats.charactersNoSpaces), 'characters-no-spaces'],
    [t('wordCounter.sentences'), format.count(stats.sentences), 'sentences'],
    [t('wordCounter.paragraphs'), format.count(stats.paragraphs), 'paragraphs'],
    [t('wordCounter.readingTime'), duration(READING_WORDS_PER_MINUTE), 'reading-time'],
    [t('wordCounter.speakingTime'), duration(SPEAKING_WORDS_PER_MINUTE), 'speaking-time'],
  ];
  return (
    <>
      <dl className="word-counter__figures">
        {figures.map(([label, value, name]) => (
          <div
            key={name}
            className={
              name.endsWith('-time')
                ? 'word-counter__figure word-counter__figure--time'
                : 'word-counter__figure'
            }
            data-figure={name}
          >
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="word-counter__note">
        {t('wordCounter.pace', {
          reading: format.count(READING_WORDS_PER_MINUTE),
          speaking: format.count(SPEAKING_WORDS_PER_MINUTE),
        })}{' '}
        {t('wordCounter.rules')}
      </p>
    </>
  );
}
