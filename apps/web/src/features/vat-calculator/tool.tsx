import { Plus, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Skeleton } from '../../components/ui/skeleton';
import { useCopy } from '../../hooks/use-copy';
import { useFormat } from '../../hooks/use-format';
import { useSection } from '../../i18n/sections';
import { FigureList, type FigureKey } from './components/figure-list';
import { VatLine } from './components/vat-line';
import { evaluateLine, evaluateTotal, newLine, type LineInput } from './lib/lines';
import { formatEuros, plainAmount, rateFraction } from './lib/vat';

import './vat-calculator.css';
import { useSettled } from '../../hooks/use-settled';

/** The pause after the last key before an error shows and the total is announced. */
const PAUSE_MS = 700;

/**
 * /app/vat-calculator: HT ↔ TTC and the VAT of one or several lines at the French rates or a
 * rate of one's own, in whole cents (lib/vat.ts), with their total. Nothing typed leaves the
 * browser, nor is kept in it.
 */
export default function VatCalculator() {
  if (!useSection('vatCalculator')) {
    return (
      <div className="app-page__panel vat-calculator vat-calculator--loading" aria-hidden="true">
        <Skeleton width="70%" />
        <Skeleton width="100%" height="14rem" />
        <Skeleton width="40%" height="2.5rem" />
        <Skeleton width="90%" />
      </div>
    );
  }
  return <Calculator />;
}

function sameLine(a: LineInput, b: LineInput): boolean {
  return (
    a.amount === b.amount && a.direction === b.direction && a.rate === b.rate && a.customRate === b.customRate
  );
}

function Calculator() {
  const { t } = useTranslation();
  const format = useFormat();
  const [lines, setLines] = useState<LineInput[]>(() => [newLine(1)]);
  const nextId = useRef(2);
  /** The line whose amount gets the focus after an addition or a removal ('add': the button). */
  const focusTarget = useRef<number | 'add' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { state: copyState, copy } = useCopy();
  const [copiedKey, setCopiedKey] = useState<FigureKey | null>(null);
  const baseId = useId();
  const resultId = useId();
  const amountId = (id: number) => `${baseId}-amount-${id}`;

  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    focusTarget.current = null;
    if (target === 'add') addButton.current?.focus();
    else document.getElementById(`${baseId}-amount-${target}`)?.focus();
  }, [lines, baseId]);

  const settledLines = useSettled(lines, PAUSE_MS);
  const results = lines.map((line) => evaluateLine(line, format.language));
  const total = evaluateTotal(results);

  const percent = (rate: bigint) =>
    format.number(rateFraction(rate), { style: 'percent', maximumFractionDigits: 3 });
  const euros = (cents: bigint) => formatEuros(cents, format.language);
  const doneRates = new Set(results.flatMap((result) => (result.state === 'done' ? [result.rate] : [])));
  const [onlyRate] = doneRates;
  const totalVatLabel =
    doneRates.size === 1 && onlyRate !== undefined
      ? t('vatCalculator.vatAt', { rate: percent(onlyRate) })
      : t('vatCalculator.figures.vat');

  const summary =
    total.state === 'done'
      ? t('vatCalculator.summary', {
          ht: euros(total.figures.ht),
          vat: euros(total.figures.vat),
          ttc: euros(total.figures.ttc),
        })
      : '';
  // Said once the typing pauses, not at every key.
  const settledSummary = useSettled(summary, PAUSE_MS);

  const onCopy = useCallback(
    (key: FigureKey, cents: bigint) => {
      setCopiedKey(key);
      void copy(plainAmount(cents, format.language));
    },
    [copy, format.language],
  );
  const copied = copyState === 'copied' ? copiedKey : null;

  const update = (next: LineInput) =>
    setLines((current) => current.map((line) => (line.id === next.id ? next : line)));
  const add = () => {
    const id = nextId.current++;
    setLines((current) => [...current, newLine(id, current.at(-1))]);
    focusTarget.current = id;
  };
  const remove = (id: number) => {
    const index = lines.findIndex((line) => line.id === id);
    const rest = lines.filter((line) => line.id !== id);
    setLines(rest);
    focusTarget.current = rest[index]?.id ?? rest[index - 1]?.id ?? 'add';
  };

  const several = lines.length > 1;

  return (
    <div className="app-page__panel vat-calculator">
      <p className="vat-calculator__privacy">
        <ShieldCheck size={18} aria-hidden="true" />
        <span>{t('vatCalculator.privacy')}</span>
      </p>

      <div className="vat-calculator__lines">
        {lines.map((line, index) => {
          const settled = settledLines.find((candidate) => candidate.id === line.id);
          return (
            <VatLine
              key={line.id}
              line={line}
              position={index + 1}
              result={results[index]!}
              settled={settled && sameLine(settled, line) ? results[index] : undefined}
              showFigures={several}
              amountId={amountId(line.id)}
              onChange={update}
              onRemove={several ? () => remove(line.id) : null}
              copied={copied}
              onCopy={onCopy}
            />
          );
        })}
      </div>

      <div className="vat-calculator__actions">
        <button ref={addButton} type="button" className="button button--secondary" onClick={add}>
          <Plus size={16} aria-hidden="true" />
          {t('vatCalculator.addLine')}
        </button>
      </div>

      <section className="vat-calculator__result" aria-labelledby={resultId}>
        <h2 id={resultId} className="vat-calculator__title">
          {several ? t('vatCalculator.totalTitle') : t('vatCalculator.resultTitle')}
        </h2>
        <p className="sr-only" role="status">
          {settledSummary === summary ? summary : ''}
        </p>
        {total.state === 'done' ? (
          <FigureList
            figures={total.figures}
            scope="total"
            vatLabel={totalVatLabel}
            copyLabels={{
              ht: t('vatCalculator.copyTotal.ht'),
              vat: t('vatCalculator.copyTotal.vat'),
              ttc: t('vatCalculator.copyTotal.ttc'),
            }}
            copied={copied}
            onCopy={onCopy}
          />
        ) : (
          <p className="vat-calculator__empty">
            {total.state === 'empty' ? t('vatCalculator.empty') : t('vatCalculator.totalInvalid')}
          </p>
        )}
        <p className="vat-calculator__copy-status" role="status">
          {copyState === 'copied' ? t('common.copied') : copyState === 'failed' ? t('common.copyFailed') : ''}
        </p>
        <p className="vat-calculator__rule">{t('vatCalculator.rule')}</p>
      </section>
    </div>
  );
}
