/** Date helpers for the seed, on `YYYY-MM-DD` strings in UTC so the server's time zone never matters. */

export { todayInJakarta } from '@kopkar/domain';

/** The given day of the month `months` months away from `iso` (negative goes back); the day is clamped. */
export function monthDay(iso: string, months: number, day: number): string {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** A timestamp at 09:00 Jakarta time on the given date. */
export function at(iso: string, hour = 9): Date {
  return new Date(`${iso}T${String(hour).padStart(2, '0')}:00:00+07:00`);
}
