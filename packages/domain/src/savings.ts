import { JASA_SIMPANAN_MAX_RATE_PERCENT } from './constants';
import { Decimal } from './money';

/**
 * Savings (simpanan), docs/product/savings.md: three ledgers per member whose sums are the balances. Pokok and
 * sukarela live in the savings ledger; wajib is the contributions ledger the payroll already books.
 */

export const SAVINGS_KINDS = ['POKOK', 'WAJIB', 'SUKARELA'] as const;
export type SavingsKind = (typeof SAVINGS_KINDS)[number];

const KIND_LABELS: Record<SavingsKind, string> = {
  POKOK: 'Simpanan Pokok',
  WAJIB: 'Simpanan Wajib',
  SUKARELA: 'Simpanan Sukarela',
};

/** The Indonesian name of a kind of simpanan. */
export function describeSavingsKind(kind: SavingsKind): string {
  return KIND_LABELS[kind];
}

/**
 * Why a savings ledger row exists. POKOK_SETOR once on joining, POKOK_KEMBALI once on leaving; the sukarela rows
 * are a confirmed deposit, a paid withdrawal, a month's jasa simpanan or a year's SHU share.
 */
export const SAVINGS_LEDGER_REASONS = [
  'POKOK_SETOR',
  'POKOK_KEMBALI',
  'SETORAN',
  'PENARIKAN',
  'JASA',
  'SHU',
] as const;
export type SavingsLedgerReason = (typeof SAVINGS_LEDGER_REASONS)[number];

/** Which ledger a reason books into (the database CHECK says the same). */
export const SAVINGS_REASON_KIND: Readonly<Record<SavingsLedgerReason, 'POKOK' | 'SUKARELA'>> = {
  POKOK_SETOR: 'POKOK',
  POKOK_KEMBALI: 'POKOK',
  SETORAN: 'SUKARELA',
  PENARIKAN: 'SUKARELA',
  JASA: 'SUKARELA',
  SHU: 'SUKARELA',
};

const REASON_LABELS: Record<string, string> = {
  POKOK_SETOR: 'Setoran simpanan pokok',
  POKOK_KEMBALI: 'Pengembalian simpanan pokok',
  SETORAN: 'Setoran sukarela',
  PENARIKAN: 'Penarikan sukarela',
  JASA: 'Jasa simpanan',
  SHU: 'SHU',
  // Rows of the contributions ledger (simpanan wajib) by their source.
  PAYROLL: 'Iuran wajib (potong gaji)',
  OPENING: 'Saldo awal iuran wajib',
  ADJUSTMENT: 'Koreksi iuran wajib',
};

/** The description of a mutation: its reason's label and, when there is one, what it refers to (`2026-07`). */
export function describeSavingsMutation(reason: string, detail?: string | null): string {
  const label = REASON_LABELS[reason] ?? reason;
  return detail ? `${label} ${detail}` : label;
}

/** The three balances and their total, integer Rupiah. */
export type SavingsBalances = { pokok: number; wajib: number; sukarela: number; total: number };

/** Adds up the three balances (Rupiah). */
export function totalSavings(balances: Omit<SavingsBalances, 'total'>): SavingsBalances {
  return { ...balances, total: balances.pokok + balances.wajib + balances.sukarela };
}

/**
 * What a member may still withdraw from sukarela: the balance less what pending withdrawals reserve, never below 0
 * (Rupiah). A withdrawal reserves its amount from the request until it is paid, rejected or cancelled.
 */
export function computeAvailableSukarela(balance: number, reserved: number): number {
  return Math.max(0, balance - reserved);
}

/** The rate actually applied: the setting, kept within 0 and the legal ceiling of 9 % a year. */
export function effectiveJasaRate(ratePercentPerYear: number): number {
  if (!Number.isFinite(ratePercentPerYear) || ratePercentPerYear < 0) return 0;
  return Math.min(ratePercentPerYear, JASA_SIMPANAN_MAX_RATE_PERCENT);
}

/**
 * The month's lowest sukarela balance (Rupiah): the balance the month opened with and every balance a movement of
 * the month left behind. A deposit made and withdrawn within the month therefore earns nothing.
 */
export function lowestBalanceOfMonth(openingBalance: number, balancesAfter: readonly number[]): number {
  return Math.max(0, Math.min(openingBalance, ...balancesAfter));
}

/**
 * Jasa simpanan of one month (Rupiah): lowest balance × yearly rate / 12, rounded DOWN to whole Rupiah (the
 * cooperative never pays a fraction it does not have). The rate is % a year, at most 9 (effectiveJasaRate).
 */
export function computeJasaSimpanan(lowestBalance: number, ratePercentPerYear: number): number {
  const rate = effectiveJasaRate(ratePercentPerYear);
  if (lowestBalance <= 0 || rate === 0) return 0;
  return new Decimal(lowestBalance)
    .mul(rate)
    .div(100)
    .div(12)
    .toDecimalPlaces(0, Decimal.ROUND_DOWN)
    .toNumber();
}

/** The month before a `YYYY-MM` period: a payroll posting credits the jasa of the month that has ended. */
export function previousMonth(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** First and last calendar day of a `YYYY-MM` month. */
export function monthBounds(period: string): { first: string; last: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${period}-01`, last: `${period}-${String(last).padStart(2, '0')}` };
}
