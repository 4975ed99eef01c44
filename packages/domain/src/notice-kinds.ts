import { DATA_REQUEST_NOTICES } from './data-requests';
import { SAVINGS_NOTICES } from './savings-requests';
import {
  SETTLEMENT_PROOF_RETURNED_NOTICE,
  SETTLEMENT_REJECTED_NOTICE,
  type SettlementStatus,
} from './settlement';

/**
 * Where opening a notification leads (docs/product/notifications.md: every notice opens the page
 * about it): the loan result pages, the counter-offer, the finished loan, the loan's repayment page, savings, SHU.
 */
export type NoticeDestination =
  | 'process'
  | 'approved'
  | 'funding'
  | 'finished'
  | 'rejected'
  | 'offer'
  | 'cancelled'
  | 'repayment'
  | 'simpanan'
  | 'shu'
  | 'data-saya'
  | 'potongan-gaji';

/**
 * Colour of the notice's chip: the MUI Chip colours plus the custom `yellow` of a finished loan (as in
 * LoanStatusChipColor). Loan news keeps the colours of the loan status chips (docs/product/loans.md#loan-statuses).
 */
export type NoticeTone = 'default' | 'info' | 'success' | 'warning' | 'error' | 'secondary' | 'yellow';

export type NoticeKind = {
  /** Indonesian label of the chip on /notification. */
  label: string;
  tone: NoticeTone;
  destination: NoticeDestination;
  /** Subject of the e-mail that carries the same notice. */
  subject: string;
};

/**
 * Every notification header (LogHeader) the API writes, with its label, colour, destination and e-mail subject:
 * the one table both the API (subjects, the type of what it may write) and the portal (chip, routing) read.
 * Loan headers are the application's new status (docs/product), except NST: a counter-offer leaves the application
 * RJT, but the member must read it as an offer to answer, not as a rejection.
 */
export const NOTICE_KINDS = {
  NEW: {
    label: 'Diproses',
    tone: 'default',
    destination: 'process',
    subject: 'Pengajuan pinjaman diproses',
  },
  APV: {
    label: 'Disetujui',
    tone: 'info',
    destination: 'approved',
    subject: 'Pengajuan pinjaman disetujui',
  },
  FUN: { label: 'Dicairkan', tone: 'warning', destination: 'funding', subject: 'Pinjaman telah dicairkan' },
  FIN: { label: 'Lunas', tone: 'yellow', destination: 'finished', subject: 'Pinjaman telah lunas' },
  RJT: {
    label: 'Ditolak',
    tone: 'error',
    destination: 'rejected',
    subject: 'Pengajuan pinjaman ditolak',
  },
  NST: {
    label: 'Penawaran Baru',
    tone: 'secondary',
    destination: 'offer',
    subject: 'Penawaran pinjaman baru',
  },
  CNCL: {
    label: 'Dibatalkan',
    tone: 'default',
    destination: 'cancelled',
    subject: 'Pengajuan pinjaman dibatalkan',
  },
  PT1: {
    label: 'Pelunasan Diperiksa',
    tone: 'default',
    destination: 'repayment',
    subject: 'Pengajuan pelunasan sedang diperiksa',
  },
  PT2: {
    label: 'Pelunasan Disetujui',
    tone: 'info',
    destination: 'repayment',
    subject: 'Pelunasan disetujui, silakan lakukan pembayaran',
  },
  PT3: {
    label: 'Bukti Transfer Diperiksa',
    tone: 'default',
    destination: 'repayment',
    subject: 'Bukti transfer pelunasan sedang diperiksa',
  },
  PAI: {
    label: 'Pelunasan Selesai',
    tone: 'yellow',
    destination: 'repayment',
    subject: 'Pelunasan selesai, pinjaman lunas',
  },
  [SETTLEMENT_PROOF_RETURNED_NOTICE]: {
    label: 'Bukti Transfer Dikembalikan',
    tone: 'warning',
    destination: 'repayment',
    subject: 'Bukti transfer pelunasan perlu diunggah ulang',
  },
  [SETTLEMENT_REJECTED_NOTICE]: {
    label: 'Pelunasan Ditolak',
    tone: 'error',
    destination: 'repayment',
    subject: 'Pengajuan pelunasan ditolak',
  },
  [SAVINGS_NOTICES.DEPOSIT_CONFIRMED]: {
    label: 'Setoran Diterima',
    tone: 'success',
    destination: 'simpanan',
    subject: 'Setoran simpanan sukarela diterima',
  },
  [SAVINGS_NOTICES.DEPOSIT_REJECTED]: {
    label: 'Setoran Ditolak',
    tone: 'error',
    destination: 'simpanan',
    subject: 'Setoran simpanan sukarela ditolak',
  },
  [SAVINGS_NOTICES.WITHDRAWAL_PAID]: {
    label: 'Penarikan Dibayar',
    tone: 'success',
    destination: 'simpanan',
    subject: 'Penarikan simpanan sukarela dibayar',
  },
  [SAVINGS_NOTICES.WITHDRAWAL_REJECTED]: {
    label: 'Penarikan Ditolak',
    tone: 'error',
    destination: 'simpanan',
    subject: 'Penarikan simpanan sukarela ditolak',
  },
  [SAVINGS_NOTICES.SHU_CREDITED]: {
    label: 'SHU Diterima',
    tone: 'success',
    destination: 'shu',
    subject: 'SHU telah dikreditkan',
  },
  // Leaving the cooperative: the approval closes the account, so the e-mail is what reaches the member.
  KELUAR: {
    label: 'Keluar Disetujui',
    tone: 'success',
    destination: 'simpanan',
    subject: 'Pengunduran diri dari koperasi disetujui',
  },
  KELUAR_TOLAK: {
    label: 'Keluar Ditolak',
    tone: 'error',
    destination: 'simpanan',
    subject: 'Pengajuan keluar dari koperasi ditolak',
  },
  [DATA_REQUEST_NOTICES.APPROVED]: {
    label: 'Permintaan Data Disetujui',
    tone: 'success',
    destination: 'data-saya',
    subject: 'Permintaan data pribadi Anda disetujui',
  },
  [DATA_REQUEST_NOTICES.REFUSED]: {
    label: 'Permintaan Data Ditolak',
    tone: 'error',
    destination: 'data-saya',
    subject: 'Permintaan data pribadi Anda ditolak',
  },
  // FINANCE answered the member's question on a line of their coming salary deduction.
  KEBERATAN: {
    label: 'Keberatan Dijawab',
    tone: 'info',
    destination: 'potongan-gaji',
    subject: 'Keberatan potongan gaji Anda sudah dijawab',
  },
  // HR's file of actual deductions showed less than the instruction: the member hears what stays owed.
  POTONGAN_KURANG: {
    label: 'Potongan Gaji Kurang',
    tone: 'warning',
    destination: 'potongan-gaji',
    subject: 'Potongan gaji Anda kurang dari instruksi',
  },
} as const satisfies Record<string, NoticeKind>;

/** A header the API may write: a key of NOTICE_KINDS (the type keeps the API from writing any other). */
export type NoticeHeader = keyof typeof NOTICE_KINDS;

export const NOTICE_HEADERS = Object.keys(NOTICE_KINDS) as NoticeHeader[];

/** What an unknown header (older data) reads as: a plain notice that leads where the product's "anything else" goes. */
const UNKNOWN_NOTICE: NoticeKind = {
  label: 'Pemberitahuan',
  tone: 'default',
  destination: 'process',
  subject: 'Pemberitahuan koperasi',
};

/** True when `header` is exactly a key of NOTICE_KINDS. */
export function isNoticeHeader(header: string): header is NoticeHeader {
  return Object.hasOwn(NOTICE_KINDS, header);
}

/**
 * Label, colour, destination and subject of a notification header as received: trimmed, any case, PAID of older
 * data read as FIN (as loan statuses are); an unknown header reads as a plain notice.
 */
export function describeNotice(header: string | null | undefined): NoticeKind {
  const key = (header ?? '').trim().toUpperCase();
  if (key === 'PAID') return NOTICE_KINDS.FIN;
  return isNoticeHeader(key) ? NOTICE_KINDS[key] : UNKNOWN_NOTICE;
}

/** The header of the notice a settlement move writes: its new status, PRJ for a rejection (RJT is the loan's). */
export function settlementNoticeHeader(status: SettlementStatus): NoticeHeader {
  return status === 'RJT' ? SETTLEMENT_REJECTED_NOTICE : status;
}

/** The header of FINANCE's decision: PBK for a proof sent back (PT2 again, but not a second approval). */
export function settlementDecisionNoticeHeader(status: SettlementStatus, event: string): NoticeHeader {
  return event === 'SEND_BACK' ? SETTLEMENT_PROOF_RETURNED_NOTICE : settlementNoticeHeader(status);
}
