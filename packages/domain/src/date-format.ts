/**
 * DD-MM-YYYY formatting of the wire's ISO dates (ARCHITECTURE.md "API conventions"). Kept apart from money.ts
 * so a page that only shows dates does not pull decimal.js into its chunk; money.ts re-exports both.
 */

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
