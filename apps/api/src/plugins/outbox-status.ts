import type { Database } from '../db/client';
import { type JobQueueStatus, readJobQueueStatus } from './job-queue-status';
import { MAIL_PRIORITY, type MailPriority } from './mail-outbox';

const PRIORITY_NAMES = new Map(
  Object.entries(MAIL_PRIORITY).map(([name, value]) => [value as number, name as MailPriority]),
);

/**
 * The mail outbox's backlog per priority, sent and failed counts, and its latest failures with their subject and
 * recipient (masked by the caller) — never the body, which may hold an OTP or a temporary password.
 */
export async function readOutboxStatus(db: Database): Promise<JobQueueStatus<MailPriority>> {
  const status = await readJobQueueStatus<number>(db, 'outbox', {
    lane: 'priority',
    title: 'subject',
    recipient: 'to_address',
  });
  // The table's check constraint keeps priority within 0-2; notice is the column's default.
  const nameOf = (priority: number) => PRIORITY_NAMES.get(priority) ?? 'notice';
  return {
    ...status,
    waiting: status.waiting.map((lane) => ({ ...lane, lane: nameOf(lane.lane) })),
    recentFailures: status.recentFailures.map((failure) => ({ ...failure, lane: nameOf(failure.lane) })),
  };
}
