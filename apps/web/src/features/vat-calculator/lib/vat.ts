/**
 * VAT in whole cents, never in binary floating point: amounts are integer cents (bigint), a
 * rate is an integer number of thousandths of a percent (20 % is 20 000, 5,5 % is 5 500), and
 * every division rounds once, to the cent, half up, as invoices do.
 *
 * From an amount before tax (HT):  TVA = round(HT × rate), TTC = HT + TVA.
 * From an amount with tax (TTC):   HT = round(TTC / (1 + rate)), TVA = TTC − HT.
 * So HT + TVA = TTC exactly on every line, and a total is the sum of the lines' figures.
 */

/** Which figure the typed amount is. */
export type Direction = 'ht' | 'ttc';

/** The three figures of a line, in cents. */
export interface VatFigures {
  ht: bigint;
  vat: bigint;
  ttc: bigint;
}

/** A rate's unit: thousandths of a percent, so 100 % is this much. */
const PERCENT_SCALE = 1_000n;
const WHOLE = 100n * PERCENT_SCALE;

/** The French rates (CGI art. 278 to 281 nonies): normal, intermediate, reduced, special. */
export const FRENCH_RATES = [20_000n, 10_000n, 5_500n, 2_100n] as const;

/** n / d rounded to the nearest integer, a half going up (n ≥ 0, d > 0). */
function divideHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/** The figures of a line whose typed amount, in cents, is `direction`, at `rate`. */
export function lineFigures(amount: bigint, direction: Direction, rate: bigint): VatFigures {
  if (direction === 'ht') {
    const vat = divideHalfUp(amount * rate, WHOLE);
    return { ht: amount, vat, ttc: amount + vat };
  }
  const ht = divideHalfUp(amount * WHOLE, WHOLE + rate);
  return { ht, vat: amount - ht, ttc: amount };
}

/** The sum of lines, figure by figure. */
export function totalFigures(lines: readonly VatFigures[]): VatFigures {
  return lines.reduce(
    (total, line) => ({
      ht: total.ht + line.ht,
      vat: total.vat + line.vat,
      ttc: total.ttc + line.ttc,
    }),
    { ht: 0n, vat: 0n, ttc: 0n },
  );
}

/** Cents as a plain decimal: 123456n → "1234.56". */
export function centsToDecimal(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A rate as a fraction of one for Intl's percent style: 5 500n → 0.055. */
export function rateFraction(rate: bigint): number {
  return Number(rate) / Number(WHOLE);
}

/** The largest amount accepted: 999 999 999 999,99 €. */
export const MAX_CENTS = 99_999_999_999_999n;

export type ParsedAmount =
  | { ok: true; cents: bigint }
  | { ok: false; reason: 'empty' | 'invalid' | 'negative' | 'decimals' | 'tooLarge' };

/** The decimal and grouping signs of a language ('fr': "," and a narrow no-break space). */
function separators(language: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(language).formatToParts(1_234_567.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/** Spaces of any kind and apostrophes group digits in every language ("1 234", "1'234"). */
const SPACE_GROUP = /[\s'\u2019]/u;

/**
 * An amount in euros as typed by a reader of `language`, in cents. Spaces and apostrophes may
 * group thousands in any language; the euro sign or "EUR" may stand before or after. As for
 * "," and ".":
 * - both present: the last one is the decimal sign, the other groups thousands
 *   ("1.234,56" and "1,234.56" are both 1 234,56 €, whatever the language);
 * - one of them, more than once: it groups thousands ("1.234.567");
 * - one of them, once: the decimal sign, unless it is the language's own grouping sign followed
 *   by exactly three digits ("1,234" is 1 234 € in English, "1.234" in German; "12,5" and
 *   "12.5" are 12,50 € everywhere; "1,234" in French is 1,234 €, refused: cents are the end).
 * Groups must have three digits; at most two decimals; no sign but a leading "+".
 */
export function parseAmount(input: string, language: string): ParsedAmount {
  let text = input.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  text = text
    .replace(/^(?:€|eur\b)\s*/iu, '')
    .replace(/\s*(?:€|eur)$/iu, '')
    .replace(/^\+\s*/u, '');
  if (/^[-\u2212]\s*[\d.,]/u.test(text)) return { ok: false, reason: 'negative' };
  if (!/^[\d\s'\u2019.,]+$/u.test(text) || !/\d/.test(text)) return { ok: false, reason: 'invalid' };

  const dots = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  let decimalSign: string | null = null;
  let groupSign: string | null = null;
  if (dots > 0 && commas > 0) {
    decimalSign = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    groupSign = decimalSign === '.' ? ',' : '.';
    if ((decimalSign === '.' ? dots : commas) > 1) return { ok: false, reason: 'invalid' };
  } else if (dots + commas > 1) {
    groupSign = dots > 0 ? '.' : ',';
  } else if (dots + commas === 1) {
    const sign = dots > 0 ? '.' : ',';
    const after = text.slice(text.indexOf(sign) + 1);
    if (sign === separators(language).group && /^\d{3}$/.test(after)) groupSign = sign;
    else decimalSign = sign;
  }

  const at = decimalSign === null ? -1 : text.indexOf(decimalSign);
  const whole = at === -1 ? text : text.slice(0, at);
  const fraction = at === -1 ? '' : text.slice(at + 1);
  if (!/^\d*$/.test(fraction)) return { ok: false, reason: 'invalid' };
  if (whole === '' && fraction === '') return { ok: false, reason: 'invalid' };

  const groupedBy = (char: string) => SPACE_GROUP.test(char) || char === groupSign;
  let digits = '';
  if (/^\d*$/.test(whole)) digits = whole;
  else {
    // Groups of three digits after the first, each after one grouping sign.
    const groups = whole.split(/(?=[^\d])/u);
    const [first, ...rest] = groups;
    if (!first || !/^\d{1,3}$/.test(first)) return { ok: false, reason: 'invalid' };
    digits = first;
    for (const group of rest) {
      if (!groupedBy(group.charAt(0)) || !/^\d{3}$/.test(group.slice(1)))
        return { ok: false, reason: 'invalid' };
      digits += group.slice(1);
    }
  }

  if (fraction.length > 2) return { ok: false, reason: 'decimals' };
  const cents = BigInt(digits || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (cents > MAX_CENTS) return { ok: false, reason: 'tooLarge' };
  return { ok: true, cents };
}

export type ParsedRate = { ok: true; rate: bigint } | { ok: false; reason: 'invalid' | 'range' | 'decimals' };

/**
 * A custom rate in percent, between 0 and 100, with a comma or a dot and up to three decimals
 * ("8,5", "13", "19.6 %"), as thousandths of a percent.
 */
export function parseRate(input: string): ParsedRate {
  const text = input.trim().replace(/\s*%$/u, '');
  if (/^[-\u2212]\s*\d/u.test(text)) return { ok: false, reason: 'range' };
  const match = /^(\d*)(?:[.,](\d*))?$/u.exec(text);
  if (!match || (match[1] === '' && !match[2])) return { ok: false, reason: 'invalid' };
  const fraction = match[2] ?? '';
  if (fraction.length > 3) return { ok: false, reason: 'decimals' };
  const rate = BigInt(match[1] || '0') * PERCENT_SCALE + BigInt(fraction.padEnd(3, '0'));
  if (rate > WHOLE) return { ok: false, reason: 'range' };
  return { ok: true, rate };
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(kind: 'currency' | 'plain', language: string): Intl.NumberFormat {
  const key = `${kind}|${language}`;
  let found = moneyFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(
      language,
      kind === 'currency'
        ? { style: 'currency', currency: 'EUR' }
        : { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 },
    );
    moneyFormats.set(key, found);
  }
  return found;
}

/** Cents in euros as the language writes them: "1 234,56 €" in French, "€1,234.56" in English. */
export function formatEuros(cents: bigint, language: string): string {
  // A decimal string is formatted exactly, however large (Intl.NumberFormat v3).
  return moneyFormat('currency', language).format(centsToDecimal(cents) as `${number}`);
}

/**
 * Cents as a bare number in the language, for pasting into a spreadsheet or an invoice:
 * "1234,56" in French, "1234.56" in English (no grouping, no currency sign).
 */
export function plainAmount(cents: bigint, language: string): string {
  return moneyFormat('plain', language).format(centsToDecimal(cents) as `${number}`);
}
