import { addDays, daysInMonth, parseIsoDate, toIsoDate } from './calendar';
import { Decimal } from './money';

/**
 * Leaving the cooperative ("tutup buku"): what the member gets back and what they still owe. Savings are
 * refunded in full on leaving (docs/product/savings.md: pokok is refunded on leaving), every running loan is
 * settled from them at its early-settlement amount (docs/product/loans.md#early-settlement). Integer Rupiah throughout.
 */
export type ClearanceLoanInput = { agreementNo: string; settlementAmount: number };

export type ClearanceInput = {
  pokok: number;
  wajib: number;
  sukarela: number;
  /** SHU shares of posted years not yet credited to the member. */
  unpaidShu: number;
  loans: readonly ClearanceLoanInput[];
};

export type Clearance = {
  totalSavings: number;
  totalLoans: number;
  /** Savings minus loans: positive is paid out to the member, negative is what the member must pay first. */
  net: number;
  payout: number;
  shortfall: number;
};

const assertRupiah = (label: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${label} must be whole Rupiah ≥ 0`);
};

/** The clearance of a member leaving: total savings, total loan settlements, and the payout or the shortfall. */
export function computeClearance(input: ClearanceInput): Clearance {
  const savingsParts = {
    pokok: input.pokok,
    wajib: input.wajib,
    sukarela: input.sukarela,
    shu: input.unpaidShu,
  };
  for (const [label, value] of Object.entries(savingsParts)) assertRupiah(label, value);
  for (const loan of input.loans) assertRupiah(loan.agreementNo, loan.settlementAmount);
  const totalSavings = Object.values(savingsParts).reduce((sum, value) => sum.plus(value), new Decimal(0));
  const totalLoans = input.loans.reduce((sum, loan) => sum.plus(loan.settlementAmount), new Decimal(0));
  const net = totalSavings.minus(totalLoans);
  return {
    totalSavings: totalSavings.toNumber(),
    totalLoans: totalLoans.toNumber(),
    net: net.toNumber(),
    payout: net.isPositive() ? net.toNumber() : 0,
    shortfall: net.isNegative() ? net.negated().toNumber() : 0,
  };
}

/**
 * Until when a clearance quote holds: the end of the current month, or the day before the earliest next
 * instalment due date of a running loan if that comes sooner (on that date payroll deducts an instalment and wajib,
 * so every settlement amount and the wajib balance change). Never before today: an overdue row makes the quote
 * valid for today only.
 */
export function clearanceValidUntil(today: string, nextDueDates: readonly string[]): string {
  const { year, month } = parseIsoDate(today);
  let until = toIsoDate({ year, month, day: daysInMonth(year, month) });
  for (const due of nextDueDates) {
    const dayBefore = addDays(due, -1);
    if (dayBefore < until) until = dayBefore;
  }
  return until < today ? today : until;
}

export const RESIGNATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type ResignationStatus = (typeof RESIGNATION_STATUSES)[number];

export const RESIGNATION_STATUS_LABELS: Record<ResignationStatus, string> = {
  PENDING: 'Menunggu persetujuan',
  APPROVED: 'Disetujui, keanggotaan ditutup',
  REJECTED: 'Ditolak',
  WITHDRAWN: 'Dibatalkan',
};

/** Texts the member and FINANCE read (API errors and the login refusal); one place so tests and UI agree. */
export const RESIGNATION_MESSAGES = {
  ACCOUNT_CLOSED: 'Akun Anda sudah ditutup karena keluar dari keanggotaan',
  APPLICATION_IN_APPROVAL:
    'Pengunduran diri belum dapat diajukan karena masih ada pengajuan pinjaman yang sedang diproses. Tunggu keputusannya atau batalkan pengajuan tersebut lebih dulu.',
  SETTLEMENT_IN_PROGRESS:
    'Pengunduran diri belum dapat diajukan karena masih ada pelunasan pinjaman yang sedang berjalan. Selesaikan atau tunggu keputusan pelunasan tersebut lebih dulu.',
  SAVINGS_REQUEST_OPEN:
    'Pengunduran diri belum dapat diajukan karena masih ada setoran atau penarikan simpanan sukarela yang belum selesai diproses.',
  ALREADY_OPEN: 'Anda sudah memiliki pengajuan keluar yang sedang diproses.',
  QUOTE_CHANGED:
    'Perhitungan keluar sudah berubah sejak halaman dibuka. Muat ulang halaman dan periksa kembali.',
  ALREADY_DECIDED: 'Pengajuan keluar ini sudah diproses. Muat ulang halaman.',
  /** A pending request refuses what would change its clearance (docs/decisions/0017-former-member-access.md). */
  PENDING_BLOCKS_WITHDRAWAL:
    'Penarikan simpanan sukarela tidak dapat diajukan karena pengajuan keluar Anda sedang diproses. Batalkan pengajuan keluar di menu Akun → Keluar dari Koperasi bila Anda tetap ingin menarik simpanan.',
  PENDING_BLOCKS_APPLICATION:
    'Pengajuan pinjaman tidak dapat dibuat karena pengajuan keluar Anda sedang diproses. Batalkan pengajuan keluar di menu Akun → Keluar dari Koperasi bila Anda tetap ingin mengajukan pinjaman.',
} as const;

/** Why FINANCE cannot approve yet while savings do not cover the loans, with how the member closes the gap. */
export function shortfallMessage(shortfallText: string): string {
  return `Simpanan belum cukup untuk melunasi pinjaman: kurang ${shortfallText}. Anggota perlu menyetor selisihnya sebagai simpanan sukarela (menu Simpanan → Setor) atau melunasi sebagian pinjaman lebih dulu; setelah setoran dikonfirmasi, pengajuan keluar dapat disetujui.`;
}

/** A member's note on their request to leave, and staff's reason for refusing it: at most this many characters. */
export const RESIGNATION_NOTE_MAX = 500;
