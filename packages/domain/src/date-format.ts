/**
 * DD-MM-YYYY formatting of the wire's ISO dates (docs/product/api.md#conventions). Kept apart from money.ts
 * so a page that only shows dates does not pull decimal.js into its chunk; money.ts re-exports both.
 */

import { toJakartaDate } from './calendar';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Formats a business date as `DD-MM-YYYY`: an ISO date `YYYY-MM-DD` as it is, and an ISO timestamp as its date on
 * the cooperative's calendar (Asia/Jakarta), so 2026-11-23T18:30:00Z reads 24-11-2026 on every device. Text that is
 * neither comes back unchanged.
 */
export function formatDate(iso: string): string {
  const date = ISO_DATE.test(iso) ? iso : readJakartaDate(iso);
  const match = date ? ISO_DATE.exec(date) : null;
  if (!match) return iso;
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}

function readJakartaDate(timestamp: string): string | null {
  if (!ISO_DATE.test(timestamp.slice(0, 10)) || Number.isNaN(Date.parse(timestamp))) return null;
  return toJakartaDate(timestamp);
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
