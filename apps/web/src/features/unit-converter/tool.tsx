import { ArrowLeftRight, Check, Copy, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../components/field';
import { Skeleton } from '../../components/ui/skeleton';
import { useCopy } from '../../hooks/use-copy';
import { useFormat } from '../../hooks/use-format';
import { useStoredPreference } from '../../hooks/use-stored-preference';
import { useSection } from '../../i18n/sections';
import { MAX_INPUT_LENGTH, formatQuantity, parseLocaleNumber } from './lib/number-text';
import { PREFERENCE_KEY, defaultChoice, parseChoice } from './lib/preference';
import { rational } from './lib/rational';
import { categoryIds, convert, convertToAll, unitsOf, type CategoryId, type UnitId } from './lib/units';
import { useSettled } from '../../hooks/use-settled';

import './unit-converter.css';

/** The pause after the last key before an error shows and the result is announced. */
const PAUSE_MS = 600;

/**
 * /app/unit-converter: a value converted between the units of a quantity, exactly (the units'
 * legal factors, as fractions), and shown in every unit of that quantity. Nothing typed leaves
 * the browser; the last quantity and units are remembered in it.
 */
export default function UnitConverter() {
  if (!useSection('unitConverter')) {
    return (
      <div className="app-page__panel unit-converter unit-converter--loading" aria-hidden="true">
        <Skeleton width="60%" />
        <Skeleton width="100%" height="2.75rem" />
        <Skeleton width="100%" height="2.75rem" />
        <Skeleton width="100%" height="2.75rem" />
      </div>
    );
  }
  return <Converter />;
}

function Converter() {
  const { t } = useTranslation();
  const format = useFormat();
  const [choice, setChoice] = useStoredPreference(PREFERENCE_KEY, parseChoice, defaultChoice);
  const [text, setText] = useState('');
  const settledText = useSettled(text, PAUSE_MS);
  const { state: copyState, copy } = useCopy();
  const resultId = useId();
  const allId = useId();

  const { category } = choice;
  const { from, to } = choice.units[category];
  const setUnits = (units: { from: UnitId; to: UnitId }) =>
    setChoice({ ...choice, units: { ...choice.units, [category]: units } });

  const unitName = (unit: UnitId) => t(`unitConverter.units.${unit}`);
  const symbol = (unit: UnitId) => t(`unitConverter.symbols.${unit}`);
  /** A number and its unit's symbol, never split across lines. */
  const quantity = (number: string, unit: UnitId) => `${number}\u00a0${symbol(unit)}`;

  const parsed = parseLocaleNumber(text, format.language);
  const all = parsed.ok ? convertToAll(category, parsed.value, from) : undefined;
  const result = parsed.ok ? convert(category, parsed.value, from, to) : undefined;

  const example = format.number(1234.5);
  let error: string | null = null;
  if (!parsed.ok && parsed.reason === 'invalid') error = t('unitConverter.errors.invalid', { example });
  else if (result && !result.ok) {
    const zero = convert('temperature', rational(0n), 'kelvin', from);
    error = t('unitConverter.errors.belowAbsoluteZero', {
      limit: zero.ok ? quantity(formatQuantity(zero.value, format.language), from) : '',
    });
  }
  // An error waits for a pause in the typing ("-" on its way to "-40" is not one yet).
  const shownError = error !== null && text === settledText ? error : null;

  const resultNumber = result?.ok ? formatQuantity(result.value, format.language) : null;
  /** What the copy button puts on the clipboard: the number alone, ungrouped, for a spreadsheet. */
  const resultToCopy = result?.ok ? formatQuantity(result.value, format.language, { plain: true }) : null;
  const summary =
    parsed.ok && resultNumber !== null
      ? `${quantity(formatQuantity(parsed.value, format.language), from)} = ${quantity(resultNumber, to)}`
      : null;
  const settledSummary = useSettled(summary, PAUSE_MS);

  const unitOptions = unitsOf(category).map((unit) => (
    <option key={unit} value={unit}>
      {t('unitConverter.option', { name: unitName(unit), symbol: symbol(unit) })}
    </option>
  ));

  return (
    <div className="app-page__panel unit-converter">
      <p className="unit-converter__privacy">
        <ShieldCheck size={18} aria-hidden="true" />
        <span>{t('unitConverter.privacy')}</span>
      </p>

      <div className="unit-converter__controls">
        <Field label={t('unitConverter.category')} className="unit-converter__field">
          {(control) => (
            <select
              {...control}
              className="text-input unit-converter__select"
              value={category}
              onChange={(event) => {
                const next = categoryIds.find((id) => id === event.target.value);
                if (next) setChoice({ ...choice, category: next });
              }}
            >
              {categoryIds.map((id: CategoryId) => (
                <option key={id} value={id}>
                  {t(`unitConverter.categories.${id}`)}
                </option>
              ))}
            </select>
          )}
        </Field>

        <Field
          label={t('unitConverter.value')}
          hint={t('unitConverter.valueHint', { example })}
          error={shownError}
          className="unit-converter__field"
        >
          {(control) => (
            <input
              {...control}
              className="text-input unit-converter__value"
              type="text"
              inputMode="decimal"
              value={text}
              maxLength={MAX_INPUT_LENGTH}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>

        <div className="unit-converter__units">
          <Field label={t('unitConverter.from')} className="unit-converter__field unit-converter__unit">
            {(control) => (
              <select
                {...control}
                className="text-input unit-converter__select"
                value={from}
                onChange={(event) => {
                  const next = unitsOf(category).find((unit) => unit === event.target.value);
                  if (next) setUnits({ from: next, to });
                }}
              >
                {unitOptions}
              </select>
            )}
          </Field>
          <button
            type="button"
            className="button button--secondary unit-converter__swap"
            aria-label={t('unitConverter.swap')}
            title={t('unitConverter.swap')}
            onClick={() => setUnits({ from: to, to: from })}
          >
            <ArrowLeftRight size={18} aria-hidden="true" />
          </button>
          <Field label={t('unitConverter.to')} className="unit-converter__field unit-converter__unit">
            {(control) => (
              <select
                {...control}
                className="text-input unit-converter__select"
                value={to}
                onChange={(event) => {
                  const next = unitsOf(category).find((unit) => unit === event.target.value);
                  if (next) setUnits({ from, to: next });
                }}
              >
                {unitOptions}
              </select>
            )}
          </Field>
        </div>
      </div>

      <section className="unit-converter__result" aria-labelledby={resultId}>
        <h2 id={resultId} className="unit-converter__title">
          {t('unitConverter.resultTitle')}
        </h2>
        {/* Said once the typing pauses, not at every key. */}
        <p className="sr-only" role="status">
          {settledSummary !== null && settledSummary === summary
            ? t('unitConverter.announce', { result: settledSummary })
            : ''}
        </p>
        {summary === null ? (
          <p className="unit-converter__empty">
            {shownError === null ? t('unitConverter.empty') : t('unitConverter.pending')}
          </p>
        ) : (
          <div className="unit-converter__answer">
            <p className="unit-converter__summary" data-testid="unit-converter-result">
              {summary}
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => resultToCopy !== null && void copy(resultToCopy)}
            >
              {copyState === 'copied' ? (
                <Check size={16} aria-hidden="true" className="unit-converter__tick" />
              ) : (
                <Copy size={16} aria-hidden="true" />
              )}
              {t('unitConverter.copyResult')}
            </button>
            <p className="unit-converter__copy-status" role="status">
              {copyState === 'copied'
                ? t('common.copied')
                : copyState === 'failed'
                  ? t('common.copyFailed')
                  : ''}
            </p>
          </div>
        )}

        {all?.ok && (
          <>
            <h3 id={allId} className="unit-converter__subtitle">
              {t('unitConverter.allTitle')}
            </h3>
            <table className="unit-converter__table" aria-labelledby={allId}>
              <thead>
                <tr>
                  <th scope="col">{t('unitConverter.unitColumn')}</th>
                  <th scope="col">{t('unitConverter.valueColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {all.values.map(({ unit, value }) => (
                  <tr key={unit} className={unit === to ? 'unit-converter__row--target' : undefined}>
                    <th scope="row">{unitName(unit)}</th>
                    {/* A plain space: in a narrow column the symbol goes under the number whole. */}
                    <td>{`${formatQuantity(value, format.language)} ${symbol(unit)}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </div>
  );
}
