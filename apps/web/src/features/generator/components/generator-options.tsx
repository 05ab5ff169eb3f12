import { LoaderCircle, WandSparkles } from 'lucide-react';
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { Switch } from '../../../components/ui/switch';
import { useFormat } from '../../../hooks/use-format';
import {
  clampLength,
  classOptions,
  filterOptions,
  LENGTH_MAX,
  LENGTH_MIN,
  toggleOption,
  type GeneratorOptions,
  type OptionProblem,
  type SwitchOption,
} from '../lib/options';

interface GeneratorOptionsFormProps {
  options: GeneratorOptions;
  onOptionsChange: (options: GeneratorOptions) => void;
  problems: readonly OptionProblem[];
  pending: boolean;
  onGenerate: () => void;
}

/** The length slider, the six switches, the validation message and 'Générer'. */
export function GeneratorOptionsForm({
  options,
  onOptionsChange,
  problems,
  pending,
  onGenerate,
}: GeneratorOptionsFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const lengthId = useId();
  const problemId = useId();
  const invalid = problems.length > 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!invalid && !pending) onGenerate();
  };

  const renderSwitch = (option: SwitchOption) => (
    <Switch
      key={option}
      checked={options[option]}
      onCheckedChange={() => onOptionsChange(toggleOption(options, option))}
      label={t(`generator.options.${option}`)}
      description={t(`generator.hints.${option}`)}
    />
  );

  return (
    <form
      className="generator-panel generator-options"
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      noValidate
    >
      <h2 id={titleId} className="generator-panel__title">
        {t('generator.optionsTitle')}
      </h2>

      <div className="generator-length">
        <Field id={lengthId} label={t('generator.length')}>
          {(control) => (
            <>
              <output htmlFor={lengthId} className="generator-length__value" aria-hidden="true">
                {format.count(options.length)}
              </output>
              <input
                {...control}
                type="range"
                className="generator-length__slider"
                min={LENGTH_MIN}
                max={LENGTH_MAX}
                step={1}
                value={options.length}
                aria-valuetext={t('generator.lengthValue', { count: options.length })}
                onChange={(event) =>
                  onOptionsChange({ ...options, length: clampLength(event.currentTarget.valueAsNumber) })
                }
              />
              <span className="generator-length__bounds" aria-hidden="true">
                <span>{format.count(LENGTH_MIN)}</span>
                <span>{format.count(LENGTH_MAX)}</span>
              </span>
            </>
          )}
        </Field>
      </div>

      <fieldset className="generator-switches">
        <legend className="generator-switches__legend">{t('generator.classesLabel')}</legend>
        {classOptions.map(renderSwitch)}
      </fieldset>
      <fieldset className="generator-switches">
        <legend className="generator-switches__legend">{t('generator.filtersLabel')}</legend>
        {filterOptions.map(renderSwitch)}
      </fieldset>

      {invalid && (
        <p id={problemId} className="form-message form-message--error" role="alert">
          {problems.map((problem) => problem.message).join(' ')}
        </p>
      )}

      <button
        type="submit"
        className="button button--primary generator-options__submit"
        disabled={invalid}
        aria-disabled={pending || undefined}
        aria-describedby={invalid ? problemId : undefined}
      >
        {pending ? (
          <LoaderCircle size={18} aria-hidden="true" className="icon-spin" />
        ) : (
          <WandSparkles size={18} aria-hidden="true" />
        )}
        {t('generator.generate')}
      </button>
      <p className="sr-only" role="status">
        {pending ? t('generator.generating') : ''}
      </p>
    </form>
  );
}
