/**
 * Business dates of the generated history as `YYYY-MM-DD` strings (Jakarta calendar dates, docs/product/limits.md#time),
 * months as one running index (year × 12 + month − 1) so "three months later" is plain arithmetic.
 */
export type MonthIndex = number;

export function monthIndexOf(iso: string): MonthIndex {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  return year * 12 + month - 1;
}

export function periodOf(index: MonthIndex): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const daysInMonth = (index: MonthIndex) =>
  new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();

/** The given day of the month, clamped to its last day (the way the payroll cut-off is). */
export function dayOf(index: MonthIndex, day: number): string {
  return `${periodOf(index)}-${String(Math.min(day, daysInMonth(index))).padStart(2, '0')}`;
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A timestamp at the given Jakarta hour of the date, as PostgreSQL reads it (stored in UTC). */
export function jakartaTime(iso: string, hour: number, minute = 0): string {
  return `${iso}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+07:00`;
}

/** `YYYYMMDD` of a date, as application numbers carry it. */
export const compactDate = (iso: string) => iso.replaceAll('-', '');
