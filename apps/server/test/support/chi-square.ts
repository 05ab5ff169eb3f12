/** Upper tail of the chi-square distribution (Wilson–Hilferty approximation). */
export function chiSquarePValue(statistic: number, degrees: number): number {
  const z = ((statistic / degrees) ** (1 / 3) - (1 - 2 / (9 * degrees))) / Math.sqrt(2 / (9 * degrees));
  // Standard normal upper tail (Abramowitz–Stegun 26.2.17).
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density *
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? tail : 1 - tail;
}

/** The chi-square statistic of counts against a uniform expectation. */
export function uniformChiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** The p-value of counts drawn uniformly over their bins: tiny when the draw favours some. */
export function uniformityPValue(counts: readonly number[]): number {
  return chiSquarePValue(uniformChiSquare(counts), counts.length - 1);
}
