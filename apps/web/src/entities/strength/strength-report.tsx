import type { Strength } from '@trousse/contracts/api/generator/schemas';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../../hooks/use-format';
import { crackTimeText, meterValue, strengthLabelKey } from './strength';

import './strength-report.css';

interface StrengthReportProps {
  strength: Strength;
  /** Facts shown before the strength's own (the generator's entropy), as `<div><dt/><dd/></div>`. */
  facts?: ReactNode;
}

/**
 * What the estimator says of a password, the same wherever one is judged (the generator, the
 * checker): its level, the time an attacker needs, the score as a meter, and the advice, each
 * from its key in the reader's language (the server's French text for a key this build lacks).
 */
export function StrengthReport({ strength, facts }: StrengthReportProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const feedbackId = useId();
  const { level, score, crackTimeSeconds, feedback, feedbackKeys } = strength;
  const crackTime = crackTimeText(crackTimeSeconds, i18n.language, {
    lessThanSecond: t('generator.crackTimes.lessThanSecond'),
    centuries: t('generator.crackTimes.centuries'),
  });
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
      <dl className="strength-facts">
        {facts}
        <div className="strength-facts__item">
          <dt>{t('generator.strength')}</dt>
          <dd className={`strength-level strength-level--${level}`} data-level={level}>
            {levelLabel}
          </dd>
        </div>
        <div className="strength-facts__item">
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

      <div className="strength-feedback">
        <h3 id={feedbackId} className="strength-feedback__title">
          {t('generator.feedback')}
        </h3>
        {advice.length > 0 ? (
          <ul className="strength-feedback__list" aria-labelledby={feedbackId}>
            {advice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="strength-feedback__none">{t('generator.noFeedback')}</p>
        )}
      </div>
    </>
  );
}
