import { describe, expect, it } from 'vitest';
import { isLaneLate, type MailPriority, QUEUE_LATE_SECONDS, URGENT_MAIL_LATE_SECONDS } from './outbox-status';
import type { ReminderChannel } from './reminders';

describe('isLaneLate', () => {
  const table: [MailPriority | ReminderChannel, number | null, boolean, string][] = [
    ['urgent', null, false, 'nothing waits'],
    ['urgent', URGENT_MAIL_LATE_SECONDS, false, 'an OTP at exactly 2 minutes is not late yet'],
    ['urgent', URGENT_MAIL_LATE_SECONDS + 1, true, 'an OTP over 2 minutes is late'],
    ['notice', URGENT_MAIL_LATE_SECONDS + 1, false, 'a notice may wait longer than an OTP'],
    ['bulk', QUEUE_LATE_SECONDS, false, 'bulk mail at exactly 30 minutes'],
    ['bulk', QUEUE_LATE_SECONDS + 1, true, 'any mail over 30 minutes is late'],
    ['notice', QUEUE_LATE_SECONDS + 1, true, 'a notice over 30 minutes is late'],
    ['PUSH', QUEUE_LATE_SECONDS + 1, true, 'a reminder over 30 minutes is late'],
    ['EMAIL', 600, false, 'a reminder e-mail of 10 minutes'],
  ];
  it.each(table)('%s waiting %s s → %s (%s)', (lane, age, expected) => {
    expect(isLaneLate(lane, age)).toBe(expected);
  });
});
