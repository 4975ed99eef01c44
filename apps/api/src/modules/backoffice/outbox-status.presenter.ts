import {
  MAIL_PRIORITIES,
  type MailPriority,
  type OutboxStatus,
  REMINDER_CHANNELS,
  type ReminderChannel,
} from '@kopkar/domain';
import type { JobQueueStatus } from '../../plugins/job-queue-status';

/**
 * An address as ADMIN's outbox page shows it: enough to tell a member's mail from a company's (the first letter
 * and the domain), not enough to read whose it is: `budi.santoso@contoh.co.id` → `b***@contoh.co.id`.
 */
export function maskEmailAddress(address: string): string {
  const at = address.lastIndexOf('@');
  const local = at === -1 ? address : address.slice(0, at);
  const domain = at === -1 ? '' : address.slice(at);
  return `${local.slice(0, 1)}***${domain}`;
}

/** An address inside free text: no spaces, brackets, quotes or separators around its `@`. */
const ADDRESS_IN_TEXT = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+/g;

/** An SMTP server's error often repeats the recipient (`550 5.1.1 <budi@…>: Recipient address rejected`). */
export function maskEmailAddressesIn(text: string): string {
  return text.replace(ADDRESS_IN_TEXT, (address) => maskEmailAddress(address));
}

/** Every lane in order, those with nothing waiting at 0, and the oldest waiting row of the whole queue. */
function presentLanes<L extends string>(lanes: readonly L[], status: JobQueueStatus<L>) {
  const present = lanes.map((lane) => {
    const found = status.waiting.find((waiting) => waiting.lane === lane);
    // A row stamped a moment after the statement began reads a negative age.
    const oldestAgeSeconds = found ? Math.max(0, found.oldestAgeSeconds) : null;
    return { lane, waiting: found?.waiting ?? 0, oldestAgeSeconds };
  });
  const oldest = present.reduce<{ lane: L; ageSeconds: number } | null>(
    (current, { lane, oldestAgeSeconds }) =>
      oldestAgeSeconds !== null && (!current || oldestAgeSeconds > current.ageSeconds)
        ? { lane, ageSeconds: oldestAgeSeconds }
        : current,
    null,
  );
  return {
    lanes: present,
    oldest,
    sentLastHour: status.sentLastHour,
    sentLast24Hours: status.sentLast24Hours,
    failedLast24Hours: status.failedLast24Hours,
  };
}

/** A failure field by field: its time, lane, title, attempts and error, addresses masked in each. */
const presentFailure = <L extends string>(failure: JobQueueStatus<L>['recentFailures'][number]) => ({
  id: failure.id,
  failedAt: failure.failedAt,
  lane: failure.lane,
  title: failure.title,
  attempts: failure.attempts,
  lastError: failure.lastError === null ? null : maskEmailAddressesIn(failure.lastError),
});

/** GET /admin/outbox: never a body, and each mail address masked. */
export function presentOutboxStatus(
  mail: JobQueueStatus<MailPriority>,
  reminders: JobQueueStatus<ReminderChannel>,
  checkedAt: Date,
): OutboxStatus {
  return {
    checkedAt: checkedAt.toISOString(),
    mail: {
      ...presentLanes(MAIL_PRIORITIES, mail),
      recentFailures: mail.recentFailures.map((failure) => ({
        ...presentFailure(failure),
        recipient: maskEmailAddress(failure.recipient ?? ''),
      })),
    },
    reminders: {
      ...presentLanes(REMINDER_CHANNELS, reminders),
      recentFailures: reminders.recentFailures.map(presentFailure),
    },
  };
}
