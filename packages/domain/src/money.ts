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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Formats an ISO date `YYYY-MM-DD` (a timestamp's date part is also accepted) as `DD-MM-YYYY`. */
export function formatDate(iso: string): string {
  const match = ISO_DATE.exec(iso.slice(0, 10));
  if (!match) return iso;
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}

const JAKARTA_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Formats an ISO timestamp as `DD-MM-YYYY HH:mm` on the cooperative's clock (Asia/Jakarta). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    JAKARTA_PARTS.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
}
