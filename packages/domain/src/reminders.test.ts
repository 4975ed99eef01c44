import { describe, expect, it } from 'vitest';
import {
  deductionFailedMessage,
  instalmentDueMessage,
  instalmentReminderWindow,
  isInstalmentReminderDue,
  REMINDER_CHANNELS,
  REMINDER_KINDS,
  reminderKindOfNotice,
  resolveReminderPreferences,
} from './reminders';
import { pushSubscriptionSchema } from './schemas/reminders';

describe('instalmentReminderWindow (Jakarta calendar dates)', () => {
  it.each([
    ['2026-11-24', '2026-11-25', '2026-11-27'],
    // Month and year ends, a leap February and a common one.
    ['2026-11-29', '2026-11-30', '2026-12-02'],
    ['2026-12-30', '2026-12-31', '2027-01-02'],
    ['2028-02-27', '2028-02-28', '2028-03-01'],
    ['2027-02-26', '2027-02-27', '2027-03-01'],
    ['2026-01-31', '2026-02-01', '2026-02-03'],
  ])('on %s announces due dates %s to %s', (today, from, to) => {
    expect(instalmentReminderWindow(today)).toEqual({ from, to });
  });
});

describe('isInstalmentReminderDue', () => {
  it.each([
    ['2026-11-27', '2026-11-24', true], // 3 days ahead: the usual day
    ['2026-11-25', '2026-11-24', true], // a missed day caught up
    ['2026-11-24', '2026-11-24', false], // due today: too late for a reminder
    ['2026-11-28', '2026-11-24', false], // 4 days ahead: tomorrow's job
    ['2026-11-23', '2026-11-24', false], // overdue
    ['2027-01-02', '2026-12-30', true], // across the year end
    ['2028-03-01', '2028-02-27', true], // across a leap February
    ['2027-03-02', '2027-02-27', true], // 28-day February: 3 days later is 2 March
    ['2027-03-03', '2027-02-27', false],
  ])('due %s, job on %s → %s', (dueDate, today, expected) => {
    expect(isInstalmentReminderDue(dueDate, today)).toBe(expected);
  });
});

describe('reminderKindOfNotice', () => {
  it.each([
    ['APV', 'APPROVAL'],
    ['RJT', 'APPROVAL'],
    ['NST', 'APPROVAL'],
    ['FUN', 'FUNDING'],
    ['PT1', 'SETTLEMENT'],
    ['PT2', 'SETTLEMENT'],
    ['PT3', 'SETTLEMENT'],
    ['PAI', 'SETTLEMENT'],
    ['PRJ', 'SETTLEMENT'],
    ['NEW', null],
    ['FIN', null],
    ['CNCL', null],
    ['SDA', null],
    ['anything', null],
  ])('%s → %s', (header, kind) => {
    expect(reminderKindOfNotice(header)).toBe(kind);
  });
});

describe('resolveReminderPreferences', () => {
  it('gives every kind × channel, on by default, stored choices winning', () => {
    const resolved = resolveReminderPreferences([{ kind: 'FUNDING', channel: 'EMAIL', enabled: false }]);
    expect(resolved).toHaveLength(REMINDER_KINDS.length * REMINDER_CHANNELS.length);
    expect(resolved.filter((row) => !row.enabled)).toEqual([
      { kind: 'FUNDING', channel: 'EMAIL', enabled: false },
    ]);
    expect(resolved[0]).toEqual({ kind: 'APPROVAL', channel: 'PUSH', enabled: true });
  });
});

describe('instalmentDueMessage', () => {
  it('names the instalment, the amount in Rupiah and the due date', () => {
    expect(
      instalmentDueMessage({ agreementNo: 'AG/2026/0001', seq: 4, amount: 1_250_000, dueDate: '2026-12-01' }),
    ).toEqual({
      title: 'Angsuran segera jatuh tempo',
      body: 'Angsuran ke-4 pinjaman AG/2026/0001 sebesar Rp 1.250.000 jatuh tempo pada 01-12-2026. Silakan transfer sebelum tanggal tersebut.',
      url: '/report-amortisasi/AG%2F2026%2F0001',
    });
  });
});

describe('deductionFailedMessage', () => {
  it('names the period in Indonesian, as people read it', () => {
    expect(deductionFailedMessage('2026-10').body).toBe(
      'Potongan gaji periode Oktober 2026 untuk angsuran pinjaman Anda gagal. Silakan bayar angsuran melalui transfer atau hubungi koperasi.',
    );
  });
});

describe('pushSubscriptionSchema', () => {
  const valid = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  };
  it('accepts what PushSubscription.toJSON() gives', () => {
    expect(pushSubscriptionSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    ['a key of the wrong length', { ...valid, keys: { ...valid.keys, p256dh: 'AAAA' } }],
    ['no auth secret', { ...valid, keys: { p256dh: valid.keys.p256dh } }],
    ['an endpoint that is no URL', { ...valid, endpoint: 'not a url' }],
    ['a non-http endpoint', { ...valid, endpoint: 'javascript:alert(1)' }],
  ])('refuses %s', (_name, body) => {
    expect(pushSubscriptionSchema.safeParse(body).success).toBe(false);
  });
});
