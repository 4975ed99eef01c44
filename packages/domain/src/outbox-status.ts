import type { ReminderChannel } from './reminders';

/**
 * The mail outbox's priorities as the API names them (apps/api/src/plugins/mail-outbox.ts):
 * `urgent` is time-bound mail (an OTP expires after 10 minutes, a temporary password), `notice` one member's
 * event, `bulk` a mailing to many (SHU posted, a payroll period closing loans). Lower goes first.
 */
export const MAIL_PRIORITIES = ['urgent', 'notice', 'bulk'] as const;
export type MailPriority = (typeof MAIL_PRIORITIES)[number];

/** Urgent mail waiting longer than this (seconds) is late: an OTP sent later leaves the member little time. */
export const URGENT_MAIL_LATE_SECONDS = 2 * 60;
/** Any mail or reminder waiting longer than this (seconds) is late: the queue is stuck or far behind. */
export const QUEUE_LATE_SECONDS = 30 * 60;

/** Whether the oldest waiting row of a lane (its age in seconds, null when none waits) calls for a warning. */
export function isLaneLate(lane: MailPriority | ReminderChannel, oldestAgeSeconds: number | null): boolean {
  if (oldestAgeSeconds === null) return false;
  const limit = lane === 'urgent' ? URGENT_MAIL_LATE_SECONDS : QUEUE_LATE_SECONDS;
  return oldestAgeSeconds > limit;
}
