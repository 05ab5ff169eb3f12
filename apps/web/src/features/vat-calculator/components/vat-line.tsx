import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { useFormat } from '../../../hooks/use-format';
import { RATE_CHOICES, type LineInput, type LineResult, type RateChoice } from '../lib/lines';
import { MAX_CENTS, formatEuros, rateFraction, type Direction } from '../lib/vat';
import { FigureList, type CopyProps } from './figure-list';

/** The rates' names, by choice. */
const RATE_NAMES = {
  '20000': 'normal',
  '10000': 'intermediate',
  '5500': 'reduced',
  '2100': 'special',
  custom: 'custom',
} as const satisfies Record<RateChoice, string>;

const DIRECTIONS: readonly Direction[] = ['ht', 'ttc'];

interface VatLineProps extends CopyProps {
  line: LineInput;
  /** Its place in the list, from 1. */
  position: number;
  result: LineResult;
  /** The result to show errors from: the line's as it was when the typing paused. */
  settled: LineResult | undefined;
  /** Whether the line shows its own figures (when there are several lines). */
  showFigures: boolean;
  /** The id of its amount field, for moving the focus there. */
  amountId: string;
  onChange: (line: LineInput) => void;
  onRemove: (() => void) | null;
}

/** One line: its amount, whether it is HT or TTC, its rate, and (among several) its figures. */
export function VatLine({
  line,
  position,
  result,
  settled,
  showFigures,
  amountId,
  onChange,
  onRemove,
  copied,
  onCopy,
}: VatLineProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = (value: bigint) =>
    format.number(rateFraction(value), { style: 'percent', maximumFractionDigits: 3 });

  const errors = settled?.state === 'invalid' ? settled : null;
  const amountError =
    errors?.amount === 'invalid'
      ? t('vatCalculator.errors.invalid', { example: format.number(1234.56) })
      : errors?.amount === 'tooLarge'
        ? t('vatCalculator.errors.tooLarge', { max: formatEuros(MAX_CENTS, format.language) })
        : errors?.amount
          ? t(`vatCalculator.errors.${errors.amount}`)
          : null;
  const rateError =
    errors?.rate === 'invalid'
      ? t('vatCalculator.errors.rateInvalid', { example: format.number(8.5) })
      : errors?.rate === 'range'
        ? t('vatCalculator.errors.rateRange')
        : errors?.rate === 'decimals'
          ? t('vatCalculator.errors.rateDecimals')
          : null;
  const title = t('vatCalculator.lineTitle', { line: position });

  return (
    <fieldset className="vat-line" data-line={position}>
      <legend className="vat-line__title">{title}</legend>
      <div className="vat-line__inputs">
        <Field
          id={amountId}
          label={t('vatCalculator.amount')}
          hint={t('vatCalculator.amountHint', { example: format.number(1234.56) })}
          error={amountError}
          className="vat-line__field vat-line__field--amount"
        >
          {(control) => (
            <input
              {...control}
              className="text-input vat-line__amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              value={line.amount}
              onChange={(event) => onChange({ ...line, amount: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('vatCalculator.direction')} className="vat-line__field">
          {(control) => (
            <select
              {...control}
              className="text-input vat-line__select"
              value={line.direction}
              onChange={(event) => {
                const direction = DIRECTIONS.find((value) => value === event.target.value);
                if (direction) onChange({ ...line, direction });
              }}
            >
              {DIRECTIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`vatCalculator.directions.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('vatCalculator.rate')} className="vat-line__field">
          {(control) => (
            <select
              {...control}
              className="text-input vat-line__select"
              value={line.rate}
              onChange={(event) => {
                const rate = RATE_CHOICES.find((value) => value === event.target.value);
                if (rate) onChange({ ...line, rate });
              }}
            >
              {RATE_CHOICES.map((value) => (
                <option key={value} value={value}>
                  {value === 'custom'
                    ? t('vatCalculator.rates.custom')
                    : t(`vatCalculator.rates.${RATE_NAMES[value]}`, { rate: percent(BigInt(value)) })}
                </option>
              ))}
            </select>
          )}
        </Field>
        {line.rate === 'custom' && (
          <Field
            label={t('vatCalculator.customRate')}
            hint={t('vatCalculator.customRateHint')}
            error={rateError}
            className="vat-line__field vat-line__field--rate"
          >
            {(control) => (
              <input
                {...control}
                className="text-input vat-line__amount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                maxLength={12}
                value={line.customRate}
                onChange={(event) => onChange({ ...line, customRate: event.target.value })}
              />
            )}
          </Field>
        )}
      </div>

      {showFigures &&
        (result.state === 'done' ? (
          <FigureList
            figures={result.figures}
            scope={String(line.id)}
            vatLabel={t('vatCalculator.vatAt', { rate: percent(result.rate) })}
            copyLabels={{
              ht: t('vatCalculator.copyLine.ht', { line: position }),
              vat: t('vatCalculator.copyLine.vat', { line: position }),
              ttc: t('vatCalculator.copyLine.ttc', { line: position }),
            }}
            copied={copied}
            onCopy={onCopy}
          />
        ) : (
          <p className="vat-line__pending">
            {result.state === 'empty' ? t('vatCalculator.lineEmpty') : t('vatCalculator.lineInvalid')}
          </p>
        ))}

      {onRemove && (
        <button type="button" className="button button--secondary vat-line__remove" onClick={onRemove}>
          <Trash2 size={16} aria-hidden="true" />
          {t('vatCalculator.removeLine', { line: position })}
        </button>
      )}
    </fieldset>
  );
}
