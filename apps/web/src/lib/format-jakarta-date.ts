import { formatDate } from '@kopkar/domain';

/** A server date or timestamp as its date on the cooperative's calendar, `DD-MM-YYYY` (formatDate); '–' when unset. */
export function formatJakartaDate(value: string | null): string {
  return value ? formatDate(value) : '–';
}
