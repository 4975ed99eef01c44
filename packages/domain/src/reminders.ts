import { addDays } from './calendar';
import { formatDate } from './date-format';
import { formatRupiah } from './money';
import type { NoticeHeader } from './notice-kinds';
import { formatPeriod } from './period';

/**
 * Reminders that reach a member outside the portal (ADR 0010): Web Push on the
 * member's devices and e-mail, per kind, each of which the member may switch off per channel in /account.
 */
export const REMINDER_KINDS = [
  'APPROVAL',
  'FUNDING',
  'SETTLEMENT',
  'DEDUCTION_FAILED',
  'INSTALMENT_DUE',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_CHANNELS = ['PUSH', 'EMAIL'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** Indonesian names of the kinds, as /account lists them. */
export const REMINDER_KIND_LABELS: Record<ReminderKind, string> = {
  APPROVAL: 'Keputusan persetujuan',
  FUNDING: 'Pencairan',
  SETTLEMENT: 'Pelunasan',
  DEDUCTION_FAILED: 'Potongan gaji gagal',
  INSTALMENT_DUE: 'Angsuran jatuh tempo',
};

export const REMINDER_CHANNEL_LABELS: Record<ReminderChannel, string> = {
  PUSH: 'Notifikasi push',
  EMAIL: 'E-mail',
};

/**
 * Which notices are also reminders: the approval decisions (approved, rejected, counter-offer), the funding and
 * every settlement step. Other notices (an application received, savings, SHU) stay in the portal and e-mail.
 */
export const NOTICE_REMINDER_KINDS: Partial<Record<NoticeHeader, ReminderKind>> = {
  APV: 'APPROVAL',
  RJT: 'APPROVAL',
  NST: 'APPROVAL',
  FUN: 'FUNDING',
  PT1: 'SETTLEMENT',
  PT2: 'SETTLEMENT',
  PT3: 'SETTLEMENT',
  PAI: 'SETTLEMENT',
  PRJ: 'SETTLEMENT',
};

/** The reminder kind a notice header belongs to, or null when the notice is no reminder. */
export function reminderKindOfNotice(header: string): ReminderKind | null {
  if (!Object.hasOwn(NOTICE_REMINDER_KINDS, header)) return null;
  return NOTICE_REMINDER_KINDS[header as NoticeHeader] ?? null;
}

/** Every kind and channel starts switched on: a member hears about their loan unless they say otherwise. */
export const REMINDER_DEFAULT_ENABLED = true;

export type ReminderPreference = { kind: ReminderKind; channel: ReminderChannel; enabled: boolean };

/** The full kind × channel table, the stored choices over the defaults, in the order /account shows them. */
export function resolveReminderPreferences(stored: readonly ReminderPreference[]): ReminderPreference[] {
  const chosen = new Map(stored.map((row) => [`${row.kind}/${row.channel}`, row.enabled]));
  return REMINDER_KINDS.flatMap((kind) =>
    REMINDER_CHANNELS.map((channel) => ({
      kind,
      channel,
      enabled: chosen.get(`${kind}/${channel}`) ?? REMINDER_DEFAULT_ENABLED,
    })),
  );
}

/**
 * Devices (browsers) one member may have subscribed to push at once; subscribing one more lets the least recently
 * subscribed go, so a member who changes phones is never locked out and no member fills the table.
 */
export const PUSH_DEVICES_MAX = 5;

/** How many days ahead of its due date an instalment paid by transfer is announced. */
export const INSTALMENT_REMINDER_DAYS = 3;

/**
 * The due dates the daily job announces on `today` (a Jakarta calendar date): those in 1 to 3 days. Normally the
 * one 3 days ahead; the nearer ones catch an instalment whose day was missed (every API process down that day,
 * or a loan funded 2 days before its first instalment). The job's unique key keeps each to one reminder.
 */
export function instalmentReminderWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, 1), to: addDays(today, INSTALMENT_REMINDER_DAYS) };
}

/** True when an unpaid instalment due on `dueDate` is announced by the job that runs on `today`. */
export function isInstalmentReminderDue(dueDate: string, today: string): boolean {
  const { from, to } = instalmentReminderWindow(today);
  return dueDate >= from && dueDate <= to;
}

export type ReminderMessage = { title: string; body: string; url: string };

/** What a member paying by transfer reads about an instalment soon due. */
export function instalmentDueMessage(instalment: {
  agreementNo: string;
  seq: number;
  amount: number;
  dueDate: string;
}): ReminderMessage {
  return {
    title: 'Angsuran segera jatuh tempo',
    body: `Angsuran ke-${instalment.seq} pinjaman ${instalment.agreementNo} sebesar ${formatRupiah(instalment.amount)} jatuh tempo pada ${formatDate(instalment.dueDate)}. Silakan transfer sebelum tanggal tersebut.`,
    url: `/report-amortisasi/${encodeURIComponent(instalment.agreementNo)}`,
  };
}

/** What a member reads when HR reports that a period's salary deduction failed (`period` is `YYYY-MM`). */
export function deductionFailedMessage(period: string): ReminderMessage {
  return {
    title: 'Potongan gaji gagal',
    body: `Potongan gaji periode ${formatPeriod(period)} untuk angsuran pinjaman Anda gagal. Silakan bayar angsuran melalui transfer atau hubungi koperasi.`,
    url: '/notification',
  };
}

/**
 * How a member pays instalments: by salary deduction (the default) or by bank transfer themselves. Only members
 * paying by transfer get the instalment reminder; ADMIN sets it on the member detail page.
 */
export const REPAYMENT_CHANNELS = ['PAYROLL', 'TRANSFER'] as const;
export type RepaymentChannel = (typeof REPAYMENT_CHANNELS)[number];

export const REPAYMENT_CHANNEL_LABELS: Record<RepaymentChannel, string> = {
  PAYROLL: 'Potong gaji',
  TRANSFER: 'Transfer sendiri',
};
