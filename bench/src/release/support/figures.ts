/**
 * What the script prints: figures, never a verdict (bench/README.md). Each attack returns rows of
 * measure / figure / what the portal promises, and the report shows them as one table per attack class.
 */
import type { Reply } from './http';

export type Figure = {
  measure: string;
  figure: string;
  /** The limit or behaviour the portal promises (docs/testing.md), for the reader to compare. */
  promise?: string;
};

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** "401×39, 429×1": how many replies of each status, in order of first appearance (0 = no reply). */
export function statusCounts(replies: readonly Reply[]): string {
  const counts = new Map<number, number>();
  for (const reply of replies) counts.set(reply.status, (counts.get(reply.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}×${count}`).join(', ');
}

export const countStatus = (replies: readonly Reply[], status: number) =>
  replies.filter((reply) => reply.status === status).length;

export const milliseconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${ms.toFixed(1)} ms`);
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** "200 in 12.3 ms", "0 (no reply within 70000 ms) after 70.0 s": one reply as a figure. */
export function describeReply(reply: Reply): string {
  const time = reply.ms >= 1000 ? seconds(reply.ms) : milliseconds(reply.ms);
  if (reply.status === 0) return `no reply (${reply.error ?? 'error'}) after ${time}`;
  return `${reply.status} in ${time}`;
}

/** Prints one attack class as a table; long figures wrap in the terminal, which is fine for a report. */
export function printSection(title: string, figures: readonly Figure[]): void {
  console.info(`\n${title}`);
  console.table(
    figures.map((row) => ({ measure: row.measure, figure: row.figure, promise: row.promise ?? '' })),
  );
}

/** A figure that could not be measured says why instead of stopping the whole run. */
export function unmeasured(measure: string, error: unknown): Figure {
  const reason = error instanceof Error ? error.message : String(error);
  return { measure, figure: `not measured: ${reason.split('\n')[0]?.slice(0, 160)}` };
}
