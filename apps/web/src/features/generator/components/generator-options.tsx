import { GENERATOR_MODES } from '@trousse/contracts/generator-rules';
import { LoaderCircle, WandSparkles } from 'lucide-react';
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { Switch } from '../../../components/ui/switch';
import { useFormat } from '../../../hooks/use-format';
import { isApplePlatform } from '../../../lib/platform';
import {
  clampLength,
  classOptions,
  COUNT_MAX,
  filterOptions,
  LENGTH_MAX,
  LENGTH_MIN,
  toggleOption,
  type OptionProblem,
  type SwitchOption,
} from '../lib/options';
import type { GeneratorSettings } from '../lib/settings';
import { PassphraseOptionsFields } from './passphrase-options';

interface GeneratorOptionsFormProps {
  settings: GeneratorSettings;
  onSettingsChange: (settings: GeneratorSettings) => void;
  problems: readonly OptionProblem[];
  pending: boolean;
  onGenerate: () => void;
}

const counts = Array.from({ length: COUNT_MAX }, (_, index) => index + 1);

/**
 * The mode (password or passphrase), that mode's options, how many to draw, the validation
 * message and 'Générer' (also Ctrl+Enter, anywhere on the page).
 */
export function GeneratorOptionsForm({
  settings,
  onSettingsChange,
  problems,
  pending,
  onGenerate,
}: GeneratorOptionsFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const lengthId = useId();
  const countId = useId();
  const problemId = useId();
  const shortcutId = useId();
  const invalid = problems.length > 0;
  const { password: options } = settings;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!invalid && !pending) onGenerate();
  };

  const setPassword = (password: GeneratorSettings['password']) =>
    onSettingsChange({ ...settings, password });

  const renderSwitch = (option: SwitchOption) => (
    <Switch
      key={option}
      checked={options[option]}
      onCheckedChange={() => setPassword(toggleOption(options, option))}
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

      <div className="segmented generator-mode" role="group" aria-label={t('generator.modeLabel')}>
        {GENERATOR_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            className="segmented__button generator-mode__button"
            aria-pressed={settings.mode === mode}
            onClick={() => onSettingsChange({ ...settings, mode })}
          >
            {t(`generator.modes.${mode}`)}
          </button>
        ))}
      </div>

      {settings.mode === 'password' ? (
        <>
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
                      setPassword({ ...options, length: clampLength(event.currentTarget.valueAsNumber) })
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
        </>
      ) : (
        <PassphraseOptionsFields
          options={settings.passphrase}
          onOptionsChange={(passphrase) => onSettingsChange({ ...settings, passphrase })}
          invalidFields={new Set(problems.map((problem) => problem.field))}
          problemId={problemId}
        />
      )}

      <Field id={countId} label={t('generator.count')} className="generator-count">
        {(control) => (
          <select
            {...control}
            className="text-input"
            value={settings.count}
            onChange={(event) => onSettingsChange({ ...settings, count: Number(event.currentTarget.value) })}
          >
            {counts.map((count) => (
              <option key={count} value={count}>
                {format.count(count)}
              </option>
            ))}
          </select>
        )}
      </Field>

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
        aria-describedby={[invalid ? problemId : undefined, shortcutId].filter(Boolean).join(' ')}
        aria-keyshortcuts={isApplePlatform ? 'Meta+Enter' : 'Control+Enter'}
      >
        {pending ? (
          <LoaderCircle size={18} aria-hidden="true" className="icon-spin" />
        ) : (
          <WandSparkles size={18} aria-hidden="true" />
        )}
        {t('generator.generate')}
      </button>
      <p id={shortcutId} className="field-hint generator-options__shortcut">
        {t('generator.shortcutHint', {
          keys: t(isApplePlatform ? 'generator.shortcutKeysApple' : 'generator.shortcutKeys'),
        })}
      </p>
      <p className="sr-only" role="status">
        {pending ? t('generator.generating') : ''}
      </p>
    </form>
  );
}
