/**
 * `Rp 1.500.000` formatting, kept apart from money.ts (like date-format.ts) so a page that only shows amounts does
 * not download decimal.js: the half-up rounding of a display value needs no decimal library. money.ts re-exports it.
 */

/**
 * Rounds a number half-up (away from zero at .5) to a whole number, on its shortest decimal text: the value
 * decimal.js would read, so the result is `roundRupiah(value)`'s (money.test.ts checks both agree).
 */
function roundHalfUpToWhole(value: number): number {
  if (Number.isInteger(value)) return value;
  // A non-integer number is below 2^53, so its text has no exponent unless it is under 1e-6, which rounds to 0.
  const text = Math.abs(value).toString();
  if (text.includes('e')) return 0;
  const [whole = '0', fraction = ''] = text.split('.');
  const rounded = Number(whole) + (fraction.charAt(0) >= '5' ? 1 : 0);
  return value < 0 ? -rounded : rounded;
}

/** Formats integer Rupiah as `Rp 1.500.000` (dot thousands, no decimals); negatives as `-Rp 1.500`. */
export function formatRupiah(amount: number): string {
  const whole = roundHalfUpToWhole(amount);
  const digits = Math.abs(whole).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return whole < 0 ? `-Rp ${grouped}` : `Rp ${grouped}`;
}
