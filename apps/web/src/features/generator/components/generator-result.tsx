import type { GeneratedItem } from '@trousse/contracts/generator';
import { Check, Copy, KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useCopy } from '../../../hooks/use-copy';
import { formatBits, meterValue, strengthLabelKey } from '../lib/strength';

interface GeneratorResultProps {
  item: GeneratedItem | null;
  pending: boolean;
}

/** The generated password with 'Copier', then its entropy and strength; or the empty state. */
export function GeneratorResult({ item, pending }: GeneratorResultProps) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <section className="generator-panel generator-result" aria-labelledby={titleId} aria-busy={pending}>
      <h2 id={titleId} className="generator-panel__title">
        {t('generator.resultTitle')}
      </h2>
      {item ? (
        // A new password is a new view: the copy tick of the previous one goes away.
        <GeneratedPassword key={item.password} item={item} />
      ) : (
        <p className="generator-result__empty">
          <KeyRound size={20} aria-hidden="true" />
          {pending ? t('generator.generating') : t('generator.empty')}
        </p>
      )}
    </section>
  );
}

function GeneratedPassword({ item }: { item: GeneratedItem }) {
  const { t, i18n } = useTranslation();
  const { state: copyState, copy } = useCopy();
  const passwordId = useId();
  const feedbackId = useId();
  const { level, score, estimatedCrackTime, feedback } = item.strength;
  const levelLabel = t(strengthLabelKey(level));
  const value = meterValue(score);

  return (
    <>
      <div className="generator-password">
        <label htmlFor={passwordId} className="field-label">
          {t('generator.password')}
        </label>
        <div className="generator-password__row">
          <textarea
            id={passwordId}
            className="text-input generator-password__value"
            readOnly
            rows={item.password.length > 24 ? 2 : 1}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            value={item.password}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="button button--secondary" onClick={() => void copy(item.password)}>
            {copyState === 'copied' ? (
              <Check size={16} aria-hidden="true" className="generator-password__tick" />
            ) : (
              <Copy size={16} aria-hidden="true" />
            )}
            {t('common.copy')}
          </button>
        </div>
        <p className="generator-password__status" role="status">
          {copyState === 'copied' ? t('common.copied') : copyState === 'failed' ? t('common.copyFailed') : ''}
        </p>
      </div>

      <dl className="generator-facts">
        <div className="generator-facts__item">
          <dt>{t('generator.entropy')}</dt>
          <dd>{t('generator.entropyValue', { bits: formatBits(item.entropy, i18n.language) })}</dd>
        </div>
        <div className="generator-facts__item">
          <dt>{t('generator.strength')}</dt>
          <dd className={`strength-level strength-level--${level}`} data-level={level}>
            {levelLabel}
          </dd>
        </div>
        <div className="generator-facts__item">
          <dt>{t('generator.crackTime')}</dt>
          <dd>{estimatedCrackTime}</dd>
        </div>
      </dl>

      <div className="strength-meter-field">
        <span className="field-label" aria-hidden="true">
          {t('generator.score')}
          <span className="strength-meter-field__value">{t('generator.scoreValue', { score: value })}</span>
        </span>
        <div
          role="meter"
          aria-label={t('generator.score')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={`${t('generator.scoreValue', { score: value })}, ${levelLabel}`}
          className={`strength-meter strength-meter--${level}`}
          data-level={level}
        >
          <span className="strength-meter__bar" style={{ width: `${value}%` }} />
        </div>
      </div>

      <div className="generator-feedback">
        <h3 id={feedbackId} className="generator-feedback__title">
          {t('generator.feedback')}
        </h3>
        {feedback.length > 0 ? (
          <ul className="generator-feedback__list" aria-labelledby={feedbackId}>
            {feedback.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="generator-feedback__none">{t('generator.noFeedback')}</p>
        )}
      </div>
    </>
  );
}
