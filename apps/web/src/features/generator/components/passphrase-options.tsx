import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { Switch } from '../../../components/ui/switch';
import { useFormat } from '../../../hooks/use-format';
import {
  capitalizations,
  clampWords,
  separatorNames,
  WORDS_MAX,
  WORDS_MIN,
  type PassphraseOptions,
} from '../lib/options';

interface PassphraseOptionsFieldsProps {
  options: PassphraseOptions;
  onOptionsChange: (options: PassphraseOptions) => void;
  /** The fields the rules refuse, and the id of the message that says why. */
  invalidFields: ReadonlySet<string>;
  problemId: string;
}

/** The passphrase's options: how many words, the separator, the letter case, a digit. */
export function PassphraseOptionsFields({
  options,
  onOptionsChange,
  invalidFields,
  problemId,
}: PassphraseOptionsFieldsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const wordsId = useId();
  const separatorId = useId();
  const capitalizationId = useId();
  const invalid = (field: keyof PassphraseOptions) => invalidFields.has(field);

  return (
    <>
      <div className="generator-length">
        <Field id={wordsId} label={t('generator.words')} hint={t('generator.wordsLanguage')}>
          {(control) => (
            <>
              <output htmlFor={wordsId} className="generator-length__value" aria-hidden="true">
                {format.count(options.words)}
              </output>
              <input
                {...control}
                type="range"
                className="generator-length__slider"
                min={WORDS_MIN}
                max={WORDS_MAX}
                step={1}
                value={options.words}
                aria-valuetext={t('generator.wordsValue', { count: options.words })}
                onChange={(event) =>
                  onOptionsChange({ ...options, words: clampWords(event.currentTarget.valueAsNumber) })
                }
              />
              <span className="generator-length__bounds" aria-hidden="true">
                <span>{format.count(WORDS_MIN)}</span>
                <span>{format.count(WORDS_MAX)}</span>
              </span>
            </>
          )}
        </Field>
      </div>

      <div className="generator-choices">
        <Field
          id={separatorId}
          label={t('generator.separator')}
          invalid={invalid('separator')}
          describedBy={invalid('separator') ? problemId : undefined}
          className="generator-choices__field"
        >
          {(control) => (
            <select
              {...control}
              className="text-input"
              value={options.separator}
              onChange={(event) =>
                onOptionsChange({
                  ...options,
                  separator: event.currentTarget.value as PassphraseOptions['separator'],
                })
              }
            >
              {separatorNames.map((name) => (
                <option key={name} value={name}>
                  {t(`generator.separators.${name}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={capitalizationId}
          label={t('generator.capitalization')}
          invalid={invalid('capitalization')}
          describedBy={invalid('capitalization') ? problemId : undefined}
          className="generator-choices__field"
        >
          {(control) => (
            <select
              {...control}
              className="text-input"
              value={options.capitalization}
              onChange={(event) =>
                onOptionsChange({
                  ...options,
                  capitalization: event.currentTarget.value as PassphraseOptions['capitalization'],
                })
              }
            >
              {capitalizations.map((name) => (
                <option key={name} value={name}>
                  {t(`generator.capitalizations.${name}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <div className="generator-digit">
        <Switch
          checked={options.digit}
          onCheckedChange={(digit) => onOptionsChange({ ...options, digit })}
          label={t('generator.digit')}
          description={t('generator.digitHint')}
        />
      </div>
    </>
  );
}
