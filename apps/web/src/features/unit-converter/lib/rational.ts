/**
 * Exact fractions of big integers: the converter multiplies and divides by the units' exact
 * factors without a binary float's noise (0.1 + 0.2 stays 0.3), and rounds once, for display.
 */
export interface Rational {
  /** The numerator, carrying the sign. */
  readonly n: bigint;
  /** The denominator, always positive; the fraction is in lowest terms. */
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** n/d in lowest terms (d must not be 0). */
export function rational(n: bigint, d: bigint = 1n): Rational {
  if (d === 0n) throw new RangeError('A fraction cannot have a zero denominator');
  const sign = d < 0n ? -1n : 1n;
  const divisor = gcd(n, d) || 1n;
  return { n: (sign * n) / divisor, d: (sign * d) / divisor };
}

/** A plain decimal written with a dot ("0.45359237", "-273.15", "1852"). */
export function decimal(text: string): Rational {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new SyntaxError(`Not a decimal: ${text}`);
  const [, sign, whole = '', fraction = ''] = match;
  const n = BigInt(`${sign}${whole || '0'}${fraction}`);
  return rational(n, 10n ** BigInt(fraction.length));
}

export const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const subtract = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);
export const multiply = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
export const divide = (a: Rational, b: Rational) => rational(a.n * b.d, a.d * b.n);

/** Whether a is below 0. */
export const isNegative = (a: Rational) => a.n < 0n;

const digitCount = (value: bigint) => value.toString().length;

/**
 * The fraction rounded to `digits` significant digits (half away from zero), as a string that
 * Number() reads exactly as that decimal: "1609344e-6" → 1.609344. "0" for zero.
 */
export function toSignificant(value: Rational, digits: number): string {
  if (value.n === 0n) return '0';
  const negative = value.n < 0n;
  const n = negative ? -value.n : value.n;
  const { d } = value;
  // The exponent e of the first significant digit: 10^e ≤ n/d < 10^(e+1).
  let exponent = digitCount(n) - digitCount(d);
  const belowPower = (e: number) => (e >= 0 ? n < 10n ** BigInt(e) * d : n * 10n ** BigInt(-e) < d);
  if (belowPower(exponent)) exponent -= 1;
  const shift = digits - 1 - exponent;
  const num = shift >= 0 ? n * 10n ** BigInt(shift) : n;
  const den = shift >= 0 ? d : d * 10n ** BigInt(-shift);
  let mantissa = (2n * num + den) / (2n * den);
  let scale = -shift;
  if (digitCount(mantissa) > digits) {
    // 9.999…5 rounded up to 10.00…: one digit more than asked.
    mantissa /= 10n;
    scale += 1;
  }
  return `${negative ? '-' : ''}${mantissa}e${scale}`;
}
