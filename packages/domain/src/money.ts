import DecimalBase from 'decimal.js';

/**
 * Decimal for money maths: 40 significant digits and half-up rounding, so no intermediate step of an
 * annuity ever passes through a binary float (docs/product/loans.md#products-and-rates).
 */
export const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP });
export type Decimal = DecimalBase;

/** Rounds a Rupiah value half-up (away from zero at .5) to whole Rupiah. */
export function roundRupiah(value: DecimalBase.Value): number {
  return new Decimal(value).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

// Date and amount formatting live beside, not here: a page that only shows them must not download decimal.js.
export { formatDate, formatDateTime } from './date-format';
export { formatRupiah } from './rupiah-format';
export { sumRupiah } from './rupiah-sum';
