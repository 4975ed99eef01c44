import {
  formatDuration,
  isLaneLate,
  type MailPriority,
  type OutboxStatus,
  QUEUE_LATE_SECONDS,
  type ReminderChannel,
  URGENT_MAIL_LATE_SECONDS,
} from '@kopkar/domain';

/** The names of the mail priorities and reminder channels on the outbox page, each with what it carries. */
export const LANE_NAMES: Record<MailPriority | ReminderChannel, { label: string; hint: string }> = {
  urgent: { label: 'Mendesak (OTP)', hint: 'OTP dan password sementara' },
  notice: { label: 'Pemberitahuan', hint: 'Kabar untuk satu anggota' },
  bulk: { label: 'Massal', hint: 'SHU dan posting payroll' },
  PUSH: { label: 'Notifikasi push', hint: 'Ke perangkat anggota' },
  EMAIL: { label: 'Email pengingat', hint: 'Diteruskan ke antrean email' },
};

/** One lane as a card shows it. */
export type LaneView = {
  lane: MailPriority | ReminderChannel;
  label: string;
  hint: string;
  waiting: number;
  oldestAgeSeconds: number | null;
  isLate: boolean;
};

export function viewLanes(queue: OutboxStatus['mail'] | OutboxStatus['reminders']): LaneView[] {
  return queue.lanes.map((lane) => ({
    ...lane,
    ...LANE_NAMES[lane.lane],
    isLate: isLaneLate(lane.lane, lane.oldestAgeSeconds),
  }));
}

const limitOf = (lane: MailPriority | ReminderChannel) =>
  formatDuration(lane === 'urgent' ? URGENT_MAIL_LATE_SECONDS : QUEUE_LATE_SECONDS);

/** The warnings to show above the cards: each lane whose oldest waiting row is late, most urgent first. */
export function listOutboxWarnings(status: OutboxStatus): string[] {
  return [...viewLanes(status.mail), ...viewLanes(status.reminders)]
    .filter((lane) => lane.isLate)
    .map(
      (lane) =>
        `${lane.label}: yang tertua sudah menunggu lebih dari ${limitOf(lane.lane)} ` +
        `(${lane.waiting.toLocaleString('id-ID')} menunggu).`,
    );
}

/** Whether nothing waits in either queue and nothing has failed lately: the page's empty state. */
export function isOutboxIdle(status: OutboxStatus): boolean {
  return [status.mail, status.reminders].every(
    (queue) => queue.oldest === null && queue.recentFailures.length === 0,
  );
}
