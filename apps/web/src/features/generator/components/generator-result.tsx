import type { GeneratedItem } from '@trousse/contracts/api/generator/schemas';
import { Check, Copy, KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { useCopy } from '../../../hooks/use-copy';
import { useFormat } from '../../../hooks/use-format';
import { crackTimeText, formatBits, meterValue, strengthLabelKey } from '../lib/strength';

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
  const format = useFormat();
  const { state: copyState, copy } = useCopy();
  const passwordId = useId();
  const feedbackId = useId();
  const { level, score, crackTimeSeconds, feedback, feedbackKeys } = item.strength;
  const crackTime = crackTimeText(crackTimeSeconds, i18n.language, {
    lessThanSecond: t('generator.crackTimes.lessThanSecond'),
    centuries: t('generator.crackTimes.centuries'),
  });
  // Each advice from its key; the server's French text for a key the catalogue lacks.
  const advice = feedbackKeys.map((key, index) =>
    t(`strengthFeedback.${key}` as 'strengthFeedback.trousse.lengthen', {
      defaultValue: feedback[index] ?? key,
    }),
  );
  const levelLabel = t(strengthLabelKey(level));
  const value = meterValue(score);
  const scoreText = t('generator.scoreValue', { score: format.count(value) });

  return (
    <>
      <div className="generator-password">
        <Field id={passwordId} label={t('generator.password')}>
          {(control) => (
            <div className="generator-password__row">
              <textarea
                {...control}
                className="text-input generator-password__value"
                readOnly
                rows={item.password.length > 24 ? 2 : 1}
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                value={item.password}
                onFocus={(event) => event.currentTarget.select()}
              />
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void copy(item.password)}
              >
                {copyState === 'copied' ? (
                  <Check size={16} aria-hidden="true" className="generator-password__tick" />
                ) : (
                  <Copy size={16} aria-hidden="true" />
                )}
                {t('common.copy')}
              </button>
            </div>
          )}
        </Field>
        <p className="generator-password__status" role="status">
          {copyState === 'copied' ? t('common.copied') : copyState === 'failed' ? t('common.copyFailed') : ''}
        </p>
      </div>

      <dl className="generator-facts">
        <div className="generator-facts__item">
          <dt>{t('generator.entropy')}</dt>
          <dd>{t('generator.entropyValue', { bits: formatBits(item.entropy, format.language) })}</dd>
        </div>
        <div className="generator-facts__item">
          <dt>{t('generator.strength')}</dt>
          <dd className={`strength-level strength-level--${level}`} data-level={level}>
            {levelLabel}
          </dd>
        </div>
        <div className="generator-facts__item">
          <dt>{t('generator.crackTime')}</dt>
          <dd>{crackTime}</dd>
        </div>
      </dl>

      <div className="strength-meter-field">
        <span className="field-label" aria-hidden="true">
          {t('generator.score')}
          <span className="strength-meter-field__value">{scoreText}</span>
        </span>
        <div
          role="meter"
          aria-label={t('generator.score')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={t('generator.scoreWithLevel', { score: scoreText, level: levelLabel })}
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
        {advice.length > 0 ? (
          <ul className="generator-feedback__list" aria-labelledby={feedbackId}>
            {advice.map((line) => (
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
