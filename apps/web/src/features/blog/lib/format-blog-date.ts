/** `YYYY-MM-DD` → `DD-MM-YYYY` (SPEC §9). */
export const formatBlogDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

const JAKARTA = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Jakarta',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO timestamp as `DD-MM-YYYY HH:mm` on the cooperative's clock. */
export function formatCommentTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    JAKARTA.formatToParts(date).find((p) => p.type === type)?.value;
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
}
