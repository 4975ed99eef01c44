import type { OutboxStatus } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import { isOutboxIdle, listOutboxWarnings, viewLanes } from './outbox-lanes';

const quiet: OutboxStatus = {
  checkedAt: '2026-11-26T05:00:00.000Z',
  mail: {
    lanes: [
      { lane: 'urgent', waiting: 0, oldestAgeSeconds: null },
      { lane: 'notice', waiting: 0, oldestAgeSeconds: null },
      { lane: 'bulk', waiting: 0, oldestAgeSeconds: null },
    ],
    oldest: null,
    sentLastHour: 4,
    sentLast24Hours: 40,
    failedLast24Hours: 0,
    recentFailures: [],
  },
  reminders: {
    lanes: [
      { lane: 'PUSH', waiting: 0, oldestAgeSeconds: null },
      { lane: 'EMAIL', waiting: 0, oldestAgeSeconds: null },
    ],
    oldest: null,
    sentLastHour: 0,
    sentLast24Hours: 0,
    failedLast24Hours: 0,
    recentFailures: [],
  },
};

const withMail = (lanes: OutboxStatus['mail']['lanes']): OutboxStatus => ({
  ...quiet,
  mail: { ...quiet.mail, lanes, oldest: { lane: 'bulk', ageSeconds: 1 } },
});

describe('outbox lanes', () => {
  it('names the priorities as the page shows them', () => {
    expect(viewLanes(quiet.mail).map((lane) => lane.label)).toEqual([
      'Mendesak (OTP)',
      'Pemberitahuan',
      'Massal',
    ]);
    expect(viewLanes(quiet.reminders).map((lane) => lane.label)).toEqual([
      'Notifikasi push',
      'Email pengingat',
    ]);
  });

  it('warns of urgent mail over 2 minutes and any mail over 30 minutes, not before', () => {
    const status = withMail([
      { lane: 'urgent', waiting: 3, oldestAgeSeconds: 150 },
      { lane: 'notice', waiting: 1, oldestAgeSeconds: 1_700 },
      { lane: 'bulk', waiting: 3_063, oldestAgeSeconds: 1_860 },
    ]);
    expect(viewLanes(status.mail).map((lane) => lane.isLate)).toEqual([true, false, true]);
    expect(listOutboxWarnings(status)).toEqual([
      'Mendesak (OTP): yang tertua sudah menunggu lebih dari 2 menit (3 menunggu).',
      'Massal: yang tertua sudah menunggu lebih dari 30 menit (3.063 menunggu).',
    ]);
  });

  it('is idle only while nothing waits and nothing failed lately', () => {
    expect(isOutboxIdle(quiet)).toBe(true);
    expect(isOutboxIdle(withMail(quiet.mail.lanes))).toBe(false);
  });
});
