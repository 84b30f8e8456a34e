/**
 * Exact integer arithmetic for money: every line is rounded to whole cents once, half away from zero, with
 * BigInt past 2^53, so results never drift by a float error.
 */

/**
 * round(product(factors) / divisor), half away from zero, for integer factors and a positive integer divisor.
 * Exact: plain numbers while the product is a safe integer, BigInt beyond.
 */
export function mulDivRound(factors: readonly number[], divisor: number): number {
  let product = 1;
  let safe = true;
  for (const f of factors) {
    product *= f;
    if (!Number.isSafeInteger(product)) safe = false;
  }
  if (safe) {
    const r = product % divisor;
    const q = (product - r) / divisor;
    if (2 * Math.abs(r) >= divisor) return q + Math.sign(product);
    return q + 0; // avoid -0
  }
  let p = 1n;
  for (const f of factors) p *= BigInt(f);
  const d = BigInt(divisor);
  const r = p % d;
  let q = (p - r) / d;
  const absR2 = (r < 0n ? -r : r) * 2n;
  if (absR2 >= d) q += p < 0n ? -1n : 1n;
  return Number(q);
}
