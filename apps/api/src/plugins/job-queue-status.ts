import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { JobTable } from './job-queue';

/** How many failures the status lists, newest first. */
export const RECENT_FAILURES_LIMIT = 20;

/** The columns of a job table that name its lane (outbox priority, reminder channel), its title and recipient. */
export type JobStatusColumns = {
  lane: 'priority' | 'channel';
  title: 'subject' | 'title';
  /** The address a row goes to, when the table keeps one (the outbox); never the body. */
  recipient?: 'to_address';
};

export type WaitingLane<L> = { lane: L; waiting: number; oldestAgeSeconds: number };
export type RecentFailure<L> = {
  id: number;
  /** ISO 8601: when the row was given up (send_after of a FAILED row, plugins/job-queue.ts). */
  failedAt: string;
  lane: L;
  title: string;
  recipient: string | null;
  attempts: number;
  lastError: string | null;
};
export type JobQueueStatus<L> = {
  /** Lanes with rows waiting (PENDING, or SENDING under a lease); a lane with none is absent. */
  waiting: WaitingLane<L>[];
  sentLastHour: number;
  sentLast24Hours: number;
  failedLast24Hours: number;
  recentFailures: RecentFailure<L>[];
};

const isoOf = (column: ReturnType<typeof sql.identifier>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The backlog and recent outcomes of a job table, each figure through a partial index (the waiting rows through
 * the claim's `*_due_idx`, sent and failed rows through `*_sent_idx` and `*_failed_idx`), so hundreds of thousands
 * of sent rows are never read one by one. Ages come from the database's clock, the one that stamped the rows.
 */
export async function readJobQueueStatus<L extends string | number>(
  db: Pick<Database, 'execute'>,
  table: JobTable,
  columns: JobStatusColumns,
): Promise<JobQueueStatus<L>> {
  const name = sql.identifier(table);
  const lane = sql.identifier(columns.lane);
  const sendAfter = sql.identifier('send_after');
  const [waiting, sent, failed, recentFailures] = await Promise.all([
    db.execute<WaitingLane<L>>(sql`
      select ${lane} as lane, count(*)::int as waiting,
        floor(extract(epoch from now() - min(created_at)))::int as "oldestAgeSeconds"
      from ${name} where status in ('PENDING', 'SENDING')
      group by ${lane} order by ${lane}`),
    db.execute<{ lastHour: number; lastDay: number }>(sql`
      select count(*) filter (where sent_at > now() - interval '1 hour')::int as "lastHour",
        count(*)::int as "lastDay"
      from ${name} where status = 'SENT' and sent_at > now() - interval '24 hours'`),
    db.execute<{ lastDay: number }>(sql`
      select count(*)::int as "lastDay"
      from ${name} where status = 'FAILED' and send_after > now() - interval '24 hours'`),
    db.execute<RecentFailure<L>>(sql`
      select id, ${isoOf(sendAfter)} as "failedAt", ${lane} as lane, ${sql.identifier(columns.title)} as title,
        ${columns.recipient ? sql.identifier(columns.recipient) : sql`null`} as recipient,
        attempts, last_error as "lastError"
      from ${name} where status = 'FAILED'
      order by send_after desc, id desc limit ${RECENT_FAILURES_LIMIT}`),
  ]);
  return {
    waiting: waiting.rows,
    sentLastHour: sent.rows[0]?.lastHour ?? 0,
    sentLast24Hours: sent.rows[0]?.lastDay ?? 0,
    failedLast24Hours: failed.rows[0]?.lastDay ?? 0,
    recentFailures: recentFailures.rows,
  };
}
