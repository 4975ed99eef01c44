import { formatDate, todayInJakarta } from '@kopkar/domain';

/** A server timestamp (ISO, UTC) as its date on the cooperative's calendar, `DD-MM-YYYY`. */
export function formatJakartaDate(timestamp: string | null): string {
  if (!timestamp) return '–';
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : formatDate(todayInJakarta(date));
}
