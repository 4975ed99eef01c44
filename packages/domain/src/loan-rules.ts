import {
  LOAN_AMOUNT_STEP,
  MAX_UNFINISHED_LOANS,
  MIN_LOAN_AMOUNT,
  TENOR_MAX_MONTHS,
  TENOR_MIN_MONTHS,
  TENOR_OPTIONS,
} from './constants';
import { Decimal } from './money';

export type MaxLoanInput = {
  /** Posted mandatory contributions (saldoiuranwajib), Rupiah. */
  contributionBalance: number;
  /** Setting: balance × multiplier (default 10). */
  multiplier: number;
  /** Setting: absolute cap, Rupiah (default 100.000.000). */
  cap: number;
  /** Outstanding principal of the member's running loans, Rupiah. */
  runningOutstanding: number;
};

/** The maximum loan with the figures behind it, so the UI can explain the number. All Rupiah. */
export type MaxLoanBreakdown = {
  maxLoan: number;
  byContribution: number;
  cap: number;
  runningOutstanding: number;
};

/**
 * Maximum loan (saldomaxpinjaman), Rupiah: min(balance × multiplier, cap) − running outstanding principal,
 * rounded down to a multiple of Rp 500.000, never below 0. balance × multiplier is floored to whole Rupiah.
 */
export function computeMaxLoan(input: MaxLoanInput): MaxLoanBreakdown {
  const byContribution = new Decimal(Math.max(input.contributionBalance, 0))
    .times(input.multiplier)
    .floor()
    .toNumber();
  const room = Math.min(byContribution, input.cap) - Math.max(input.runningOutstanding, 0);
  const maxLoan = Math.max(Math.floor(room / LOAN_AMOUNT_STEP) * LOAN_AMOUNT_STEP, 0);
  return { maxLoan, byContribution, cap: input.cap, runningOutstanding: input.runningOutstanding };
}

export type ApplyCheck =
  | { ok: true }
  | { ok: false; reason: 'IN_APPROVAL' | 'TOO_MANY_UNFINISHED'; message: string };

/**
 * May the member open a new application? Not while one is in approval (NEW), and not with
 * MAX_UNFINISHED_LOANS (2) or more NEW/APV/FUN loans. The server re-checks inside its transaction.
 */
export function canApply(input: { unfinishedCount: number; hasLoanInApproval: boolean }): ApplyCheck {
  if (input.hasLoanInApproval) {
    return { ok: false, reason: 'IN_APPROVAL', message: 'Pengajuan anda sedang dalam approval' };
  }
  if (input.unfinishedCount >= MAX_UNFINISHED_LOANS) {
    return {
      ok: false,
      reason: 'TOO_MANY_UNFINISHED',
      message: 'Anda belum bisa melakukan pengajuan Pinjaman',
    };
  }
  return { ok: true };
}

export type AmountCheck =
  | { ok: true }
  | { ok: false; reason: 'BELOW_MINIMUM' | 'NOT_A_STEP' | 'ABOVE_MAXIMUM'; message: string };

/** Checks a requested amount (Rupiah): ≥ Rp 500.000, a multiple of Rp 500.000, ≤ the member's maximum. */
export function checkLoanAmount(amount: number, maxLoan: number): AmountCheck {
  if (!Number.isSafeInteger(amount) || amount < MIN_LOAN_AMOUNT) {
    return { ok: false, reason: 'BELOW_MINIMUM', message: 'Opps... Minimal pinjaman Rp 500.000' };
  }
  if (amount % LOAN_AMOUNT_STEP !== 0) {
    return { ok: false, reason: 'NOT_A_STEP', message: 'Jumlah pinjaman harus kelipatan Rp 500.000' };
  }
  if (amount > maxLoan) {
    return { ok: false, reason: 'ABOVE_MAXIMUM', message: 'Jumlah pinjaman melebihi maksimal pinjaman anda' };
  }
  return { ok: true };
}

export type RateTier = {
  /** Inclusive bounds, Rupiah. */
  minAmount: number;
  maxAmount: number;
  /** % per year. */
  effectiveRatePercent: number;
  /** Months. */
  tenorMax: number;
};

/**
 * The rate tier whose inclusive [minAmount, maxAmount] holds the amount (Rupiah); on overlap the tier with
 * the highest minimum wins. Null below the minimum loan or when no tier matches (/cekrate answers non-200).
 */
export function pickRateTier<T extends RateTier>(tiers: readonly T[], amount: number): T | null {
  if (!Number.isFinite(amount) || amount < MIN_LOAN_AMOUNT) return null;
  let best: T | null = null;
  for (const tier of tiers) {
    if (amount < tier.minAmount || amount > tier.maxAmount) continue;
    if (!best || tier.minAmount > best.minAmount) best = tier;
  }
  return best;
}

/** Tenor options (months) the form shows: TENOR_OPTIONS up to the tier's TenorMax (and 6–36). */
export function allowedTenors(tenorMax: number): number[] {
  const limit = Math.min(tenorMax, TENOR_MAX_MONTHS);
  return TENOR_OPTIONS.filter((tenor) => tenor >= TENOR_MIN_MONTHS && tenor <= limit);
}

/**
 * A selected tenor (months) above the maximum is lowered to the largest allowed option; a tenor that is not
 * an option becomes the largest option below it, one under 6 becomes 6. Null when no option fits (TenorMax < 6).
 */
export function clampTenor(tenor: number, tenorMax: number): number | null {
  const options = allowedTenors(tenorMax).filter((option) => option <= tenor);
  return options.at(-1) ?? allowedTenors(tenorMax)[0] ?? null;
}
