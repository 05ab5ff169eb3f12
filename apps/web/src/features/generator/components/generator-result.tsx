import type { GeneratedItem } from '@trousse/contracts/api/generator/schemas';
import type { GeneratorMode } from '@trousse/contracts/generator-rules';
import { Check, Copy, KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { useCopy } from '../../../hooks/use-copy';
import { useFormat } from '../../../hooks/use-format';
import { formatBits } from '../../../entities/strength/strength';
import { StrengthReport } from '../../../entities/strength/strength-report';

/** What a generation gave: the mode it was made in, and 1 to 5 items. */
export interface GenerationResult {
  mode: GeneratorMode;
  items: readonly GeneratedItem[];
}

interface GeneratorResultProps {
  result: GenerationResult | null;
  pending: boolean;
}

/** About how many characters a line of the result's box holds at its narrowest. */
const CHARS_PER_LINE = 24;

/**
 * The generated passwords or passphrases, each with 'Copier', its entropy and its strength; or
 * the empty state.
 */
export function GeneratorResult({ result, pending }: GeneratorResultProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const total = result?.items.length ?? 0;

  return (
    <section className="generator-panel generator-result" aria-labelledby={titleId} aria-busy={pending}>
      <h2 id={titleId} className="generator-panel__title">
        {t('generator.resultTitle')}
      </h2>
      {result && total > 0 ? (
        <>
          {result.mode === 'passphrase' && (
            <p className="field-hint generator-result__note">{t('generator.passphraseNote')}</p>
          )}
          {total === 1 ? (
            // A new draw is a new view: the copy tick of the previous one goes away.
            <GeneratedEntry key={result.items[0]!.password} item={result.items[0]!} mode={result.mode} />
          ) : (
            <ol className="generator-results" aria-label={t('generator.resultsLabel')}>
              {result.items.map((item, index) => (
                <li key={`${index}:${item.password}`} className="generator-results__item">
                  <GeneratedEntry item={item} mode={result.mode} index={index + 1} total={total} />
                </li>
              ))}
            </ol>
          )}
        </>
      ) : (
        <p className="generator-result__empty">
          <KeyRound size={20} aria-hidden="true" />
          {pending ? t('generator.generating') : t('generator.empty')}
        </p>
      )}
    </section>
  );
}

interface GeneratedEntryProps {
  item: GeneratedItem;
  mode: GeneratorMode;
  /** Its place among several (1-based), and how many there are. */
  index?: number;
  total?: number;
}

function GeneratedEntry({ item, mode, index = 1, total = 1 }: GeneratedEntryProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { state: copyState, copy } = useCopy();
  const valueId = useId();
  const several = total > 1;
  const label =
    mode === 'passphrase'
      ? several
        ? t('generator.passphraseNth', { index, total })
        : t('generator.passphrase')
      : several
        ? t('generator.passwordNth', { index, total })
        : t('generator.password');
  const { passphrase } = item;

  return (
    <div className="generator-entry">
      <div className="generator-password">
        <Field id={valueId} label={label}>
          {(control) => (
            <div className="generator-password__row">
              <textarea
                {...control}
                className={`text-input generator-password__value generator-password__value--${mode}`}
                readOnly
                rows={Math.min(4, Math.max(1, Math.ceil(item.password.length / CHARS_PER_LINE)))}
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                value={item.password}
                onFocus={(event) => event.currentTarget.select()}
              />
              <button
                type="button"
                className="button button--secondary"
                aria-label={several ? t('generator.copyNth', { index }) : undefined}
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

      <StrengthReport
        strength={item.strength}
        facts={
          <>
            <div className="strength-facts__item">
              <dt>{t('generator.entropy')}</dt>
              <dd>{t('generator.entropyValue', { bits: formatBits(item.entropy, format.language) })}</dd>
            </div>
            {passphrase && (
              <div className="strength-facts__item generator-entropy">
                <dt>{t('generator.entropyCalculation')}</dt>
                <dd>
                  <span className="generator-entropy__line">
                    {t('generator.entropyWords', {
                      count: passphrase.words,
                      size: format.count(passphrase.listSize),
                      bits: formatBits(passphrase.wordBits, format.language),
                    })}
                  </span>
                  {passphrase.digitBits > 0 && (
                    <span className="generator-entropy__line">
                      {t('generator.entropyDigit', {
                        places: format.count(passphrase.words + 1),
                        bits: formatBits(passphrase.digitBits, format.language),
                      })}
                    </span>
                  )}
                </dd>
              </div>
            )}
          </>
        }
      />
    </div>
  );
}
