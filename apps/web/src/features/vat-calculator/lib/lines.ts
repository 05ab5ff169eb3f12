import {
  FRENCH_RATES,
  lineFigures,
  parseAmount,
  parseRate,
  totalFigures,
  type Direction,
  type ParsedAmount,
  type ParsedRate,
  type VatFigures,
} from './vat';

/** A French rate by its thousandths of a percent ("20000", "5500"…), or a rate typed in. */
export type RateChoice = `${(typeof FRENCH_RATES)[number]}` | 'custom';

export const RATE_CHOICES: readonly RateChoice[] = [
  ...FRENCH_RATES.map((rate) => `${rate}` as RateChoice),
  'custom',
];

/** One line as typed. */
export interface LineInput {
  id: number;
  amount: string;
  direction: Direction;
  rate: RateChoice;
  /** The custom rate in percent, read when `rate` is 'custom'. */
  customRate: string;
}

type Failure<T> = T extends { ok: false; reason: infer R } ? R : never;
export type AmountError = Exclude<Failure<ParsedAmount>, 'empty'>;
export type RateError = Failure<ParsedRate>;

/** What a line gives: nothing yet, what is wrong with it, or its figures. */
export type LineResult =
  | { state: 'empty' }
  | { state: 'invalid'; amount: AmountError | null; rate: RateError | null }
  | { state: 'done'; figures: VatFigures; rate: bigint };

export function newLine(id: number, like?: LineInput): LineInput {
  return {
    id,
    amount: '',
    direction: like?.direction ?? 'ht',
    rate: like?.rate ?? RATE_CHOICES[0]!,
    customRate: like?.customRate ?? '',
  };
}

/** The rate of a line: a French one, or the custom one as typed. */
function lineRate(line: LineInput): ParsedRate {
  return line.rate === 'custom' ? parseRate(line.customRate) : { ok: true, rate: BigInt(line.rate) };
}

/**
 * A line's figures in the reader's `language`. An empty amount or custom rate is no error (the
 * line waits for it); an invalid one is, even while the other is empty.
 */
export function evaluateLine(line: LineInput, language: string): LineResult {
  const amount = parseAmount(line.amount, language);
  const rate = lineRate(line);
  const amountError = !amount.ok && amount.reason !== 'empty' ? amount.reason : null;
  // A custom rate not typed yet is no error either: the line waits for it.
  const rateError = rate.ok || line.customRate.trim() === '' ? null : rate.reason;
  if (amountError || rateError) return { state: 'invalid', amount: amountError, rate: rateError };
  if (!amount.ok || !rate.ok) return { state: 'empty' };
  return { state: 'done', figures: lineFigures(amount.cents, line.direction, rate.rate), rate: rate.rate };
}

/**
 * The total of the lines: the sum of the figures of those with an amount; none while a line is
 * wrong (a total leaving one out would mislead), none before a first amount.
 */
export type TotalResult =
  { state: 'empty' } | { state: 'invalid' } | { state: 'done'; figures: VatFigures; lines: number };

export function evaluateTotal(results: readonly LineResult[]): TotalResult {
  if (results.some((result) => result.state === 'invalid')) return { state: 'invalid' };
  const done = results.flatMap((result) => (result.state === 'done' ? [result.figures] : []));
  if (done.length === 0) return { state: 'empty' };
  return { state: 'done', figures: totalFigures(done), lines: done.length };
}
