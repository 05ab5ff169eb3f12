import { formatNumber } from '../../../lib/i18n-format';
import { decimal, toSignificant, type Rational } from './rational';

/** The most significant digits a result shows (the rest would be the display's own noise). */
export const SIGNIFICANT_DIGITS = 10;

/** The longest number the field takes. */
export const MAX_INPUT_LENGTH = 40;

export type ParsedNumber = { ok: true; value: Rational } | { ok: false; reason: 'empty' | 'invalid' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The decimal and grouping signs of a language, as Intl writes them ("," and " " in French). */
function separators(language: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/**
 * Reads a number as the reader's language writes it: "1,5" and "1 250,75" in French, "1.5"
 * and "1,250.75" in English, "1.250,75" in German. Group signs must stand between groups of
 * three digits ("1,5" is not a number in English); spaces group digits in every language. A
 * dot is also read as the decimal sign where it has no other meaning (French, whose numeric
 * keypads type one). A leading "+", "-" or "−" gives the sign.
 */
export function parseLocaleNumber(text: string, language: string): ParsedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (trimmed.length > MAX_INPUT_LENGTH) return { ok: false, reason: 'invalid' };
  const { decimal: decimalSign, group } = separators(language);
  const groups = `[${escape(group)} \\u00a0\\u202f]`;
  const decimals = [decimalSign];
  if (decimalSign !== '.' && group !== '.') decimals.push('.');
  const decimalClass = `[${decimals.map(escape).join('')}]`;
  const pattern = new RegExp(`^([-+\u2212]?)(\\d{1,3}(?:${groups}\\d{3})+|\\d+)?(?:${decimalClass}(\\d*))?$`);
  const match = pattern.exec(trimmed);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return { ok: false, reason: 'invalid' };
  const digits = whole.replace(/\D/g, '');
  const negative = sign === '-' || sign === '\u2212';
  return { ok: true, value: decimal(`${negative ? '-' : ''}${digits || '0'}.${fraction}`) };
}

const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
};

/** Beyond these magnitudes a number is written as "6,2137 × 10⁻¹³". */
const LARGEST_PLAIN = 1e15;
const SMALLEST_PLAIN = 1e-6;

/**
 * A converted value for the reader: whole numbers below 10¹⁵ with all their digits
 * ("1 073 741 824"), others rounded to 10 significant digits with no trailing zeros
 * ("1,609344", "0,3"), and the very large or small ones in scientific notation ("6,2 × 10⁻¹³",
 * its parts held together by no-break spaces). `plain` writes it for pasting into a spreadsheet
 * instead: no grouping, and "6,2E-13".
 */
export function formatQuantity(value: Rational, language: string, { plain = false } = {}): string {
  const grouping = { useGrouping: !plain };
  if (value.d === 1n && (value.n < 0n ? -value.n : value.n) < BigInt(LARGEST_PLAIN)) {
    return formatNumber(Number(value.n), language, { maximumFractionDigits: 0, ...grouping });
  }
  const rounded = Number(toSignificant(value, SIGNIFICANT_DIGITS));
  const magnitude = Math.abs(rounded);
  if (rounded === 0 || (magnitude >= SMALLEST_PLAIN && magnitude < LARGEST_PLAIN)) {
    return formatNumber(rounded, language, { maximumSignificantDigits: SIGNIFICANT_DIGITS, ...grouping });
  }
  const scientific = { notation: 'scientific', maximumSignificantDigits: SIGNIFICANT_DIGITS } as const;
  if (plain) return formatNumber(rounded, language, scientific);
  let mantissa = '';
  let exponent = '';
  for (const part of new Intl.NumberFormat(language, scientific).formatToParts(rounded)) {
    if (part.type === 'exponentSeparator') continue;
    if (part.type === 'exponentMinusSign') exponent += '-';
    else if (part.type === 'exponentInteger') exponent += part.value;
    else mantissa += part.value;
  }
  const superscript = [...exponent].map((character) => SUPERSCRIPTS[character] ?? character).join('');
  return `${mantissa}\u00a0×\u00a010${superscript}`;
}
