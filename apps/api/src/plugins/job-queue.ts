import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * The job tables whose rows are sent to an outside service (docs/decisions/0012-outside-calls-and-job-leases.md):
 * the mail outbox and the reminder deliveries. Both carry `status` (PENDING, SENDING, SENT, FAILED), `attempts`,
 * `last_error`, `send_after` and `sent_at`. `send_after` is when a PENDING row may go, the lease's end of a
 * SENDING one and, on a FAILED row, when it was given up (what ADMIN's outbox page counts and lists).
 */
export type JobTable = 'outbox' | 'reminder_deliveries';

/** A job is tried this many times (a try that never reported back counts too), then FAILED. */
export const MAX_ATTEMPTS = 5;

export type ClaimedJob = { id: number; attempts: number };

export type ClaimOptions = {
  /** At most this many rows. */
  limit: number;
  /** How long the claim holds: a row still SENDING after it (its process stopped) is claimed again. */
  leaseSeconds: number;
  /** Which rows this claimer takes (a lane), besides being due. */
  where?: SQL;
  /** Which due rows go first; default oldest first. */
  orderBy?: SQL;
};

/**
 * Claims due rows in one short statement of its own (no transaction stays open while anything is sent): each
 * becomes SENDING with its lease in `send_after`, and its attempt is counted before the send, so a row that
 * stops every process trying it (a crash, a kill) runs out of attempts instead of coming back for ever. Rows
 * another process is claiming are skipped (SKIP LOCKED), never waited for; a row whose lease ran out is claimed
 * again. Rows that used their last attempt without reporting back become FAILED first.
 */
export async function claimJobs(db: Database, table: JobTable, options: ClaimOptions): Promise<ClaimedJob[]> {
  const name = sql.identifier(table);
  await db.execute(sql`
    update ${name} set status = 'FAILED', last_error = 'Pengiriman terhenti tanpa kabar (proses berhenti)',
      send_after = now()
    where status = 'SENDING' and send_after <= now() and attempts >= ${MAX_ATTEMPTS}`);
  const { rows } = await db.execute<ClaimedJob>(sql`
    update ${name} set status = 'SENDING', attempts = attempts + 1,
      send_after = now() + make_interval(secs => ${options.leaseSeconds})
    where id in (
      select id from ${name}
      where status in ('PENDING', 'SENDING') and send_after <= now() and attempts < ${MAX_ATTEMPTS}
        ${options.where ? sql`and ${options.where}` : sql``}
      order by ${options.orderBy ?? sql`id`}
      limit ${options.limit}
      for update skip locked)
    returning id, attempts`);
  return rows;
}

/** The claim still holds: no other process has claimed the row again since (its lease ran out). */
const stillClaimed = (job: ClaimedJob) =>
  sql`id = ${job.id} and status = 'SENDING' and attempts = ${job.attempts}`;

/**
 * Records a sent job; `also` sets more columns in the same statement (the outbox drops the body). Answers false
 * when the claim no longer held (another process claimed the row again after the lease ran out).
 */
export async function markSent(
  db: Pick<Database, 'execute'>,
  table: JobTable,
  job: ClaimedJob,
  also?: SQL,
): Promise<boolean> {
  const { rows } = await db.execute<{ id: number }>(sql`
    update ${sql.identifier(table)} set status = 'SENT', sent_at = now() ${also ? sql`, ${also}` : sql``}
    where ${stillClaimed(job)}
    returning id`);
  return rows.length > 0;
}

/**
 * Records a failed try: PENDING again after an exponential backoff (10 s, 20 s, 40 s, 80 s), or FAILED after
 * the last attempt (stamped now: when it was given up). The error is kept for the operator, shortened.
 */
export async function markFailed(db: Database, table: JobTable, job: ClaimedJob, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const isLast = job.attempts >= MAX_ATTEMPTS;
  await db.execute(sql`
    update ${sql.identifier(table)}
    set status = ${isLast ? 'FAILED' : 'PENDING'},
        last_error = ${message.slice(0, 500)},
        send_after = ${isLast ? sql`now()` : sql`now() + make_interval(secs => ${2 ** job.attempts * 5})`}
    where ${stillClaimed(job)}`);
}

/**
 * Rejects with `what` timed out after `ms`: the last guard around a call to an outside service, whose own
 * socket timeouts should have ended it first. The call itself is not cancelled; its job is retried later.
 */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
