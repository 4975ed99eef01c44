/**
 * Tiny pure calendar helpers on ISO dates (`YYYY-MM-DD`). They never touch `Date`'s local time zone,
 * so a schedule is the same on a server in UTC and a browser in Asia/Jakarta.
 */

type CalendarDate = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` into numbers (month 1–12); throws on anything else. */
export function parseIsoDate(iso: string): CalendarDate {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month)) {
    throw new RangeError(`Not a calendar date: ${iso}`);
  }
  return date;
}

/** Number of days in a month (month 1–12), Gregorian leap years. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Formats a calendar date as `YYYY-MM-DD`. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Adds whole calendar months, keeping the day of month; a day the target month lacks (31 → February)
 * becomes that month's last day. Always count from the original date, not from a clamped result.
 */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parseIsoDate(iso);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return toIsoDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** Adds whole days to an ISO date (negative goes back), across month and year ends. */
export function addDays(iso: string, days: number): string {
  const { year, month, day } = parseIsoDate(iso);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return toIsoDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/** Whole days from one ISO date to another (negative when `to` is earlier); calendar days, no time zone. */
export function daysBetween(from: string, to: string): number {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  const dayMs = 86_400_000;
  return Math.round(
    (Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) / dayMs,
  );
}

const JAKARTA_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The cooperative's calendar date (Asia/Jakarta, UTC+7 all year) of a point in time, as `YYYY-MM-DD`, whatever
 * the time zone of the server or the browser: 2026-11-23T18:30:00Z is 2026-11-24 (01:30 WIB). This is the one
 * way a timestamp becomes a business date (docs/product/limits.md#time); never `toISOString().slice(0, 10)`, which is UTC.
 * A timestamp string is read as an instant (it should carry its zone, as every API timestamp does).
 */
export function toJakartaDate(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a point in time: ${String(instant)}`);
  return JAKARTA_DATE.format(date);
}

/** Today on the cooperative's calendar (Asia/Jakarta) as `YYYY-MM-DD`, whatever the server's time zone. */
export function todayInJakarta(now: Date = new Date()): string {
  return toJakartaDate(now);
}
