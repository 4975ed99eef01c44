import { computeMaxLoan, DEFAULT_MAX_LOAN_CAP, DEFAULT_MAX_LOAN_MULTIPLIER } from '@kopkar/domain';

/** The figures behind the member's maximum loan, all Rupiah, for the "why this maximum" panel. */
export type MaxLoanExplanation = {
  contributionBalance: number;
  multiplier: number;
  byContribution: number;
  cap: number;
  /**
   * What the server took off min(balance × multiplier, cap): the running loans' outstanding principal plus the
   * rounding down to Rp 500.000. Null when the server's maximum does not follow from the default settings.
   */
  deduction: number | null;
  maxLoan: number;
};

/**
 * Explains saldomaxpinjaman with docs/product's rule and the seeded defaults (× 10, cap Rp 100.000.000). The
 * client cannot see the running principal, so it is derived as the difference to the server's maximum.
 */
export function explainMaxLoan(contributionBalance: number, maxLoan: number): MaxLoanExplanation {
  const { byContribution, cap } = computeMaxLoan({
    contributionBalance,
    multiplier: DEFAULT_MAX_LOAN_MULTIPLIER,
    cap: DEFAULT_MAX_LOAN_CAP,
    runningOutstanding: 0,
  });
  const deduction = Math.min(byContribution, cap) - maxLoan;
  return {
    contributionBalance,
    multiplier: DEFAULT_MAX_LOAN_MULTIPLIER,
    byContribution,
    cap,
    deduction: deduction >= 0 ? deduction : null,
    maxLoan,
  };
}
