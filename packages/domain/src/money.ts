import DecimalBase from 'decimal.js';

/**
 * Decimal for money maths: 40 significant digits and half-up rounding, so no intermediate step of an
 * annuity ever passes through a binary float (DOMAIN.md "Products, rates and the calculator").
 */
export const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP });
export type Decimal = DecimalBase;

/** Rounds a Rupiah value half-up (away from zero at .5) to whole Rupiah. */
export function roundRupiah(value: DecimalBase.Value): number {
  return new Decimal(value).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/** Formats integer Rupiah as `Rp 1.500.000` (dot thousands, no decimals); negatives as `-Rp 1.500`. */
export function formatRupiah(amount: number): string {
  const whole = roundRupiah(amount);
  const digits = Math.abs(whole).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return whole < 0 ? `-Rp ${grouped}` : `Rp ${grouped}`;
}

// Date formatting lives beside, not here: a page that only shows dates must not download decimal.js.
export { formatDate, formatDateTime } from './date-format';
