import { describe, expect, it } from 'vitest';
import { explainMaxLoan } from './explain-max-loan';

describe('explainMaxLoan (docs/product: min(balance × 10, 100.000.000) − running principal, floored to 500.000)', () => {
  it.each([
    ['Budi: 3.500.000 × 10, no loans', 3_500_000, 35_000_000, 35_000_000, 0],
    ['a running loan took 7.250.000 (+ rounding)', 3_500_000, 27_500_000, 35_000_000, 7_500_000],
    ['the cap applies above 10.000.000 of contributions', 12_000_000, 100_000_000, 120_000_000, 0],
    ['a maximum the defaults cannot explain hides the deduction', 1_000_000, 15_000_000, 10_000_000, null],
  ])('%s', (_reason, balance, maxLoan, byContribution, deduction) => {
    const explanation = explainMaxLoan(balance, maxLoan);
    expect(explanation.byContribution).toBe(byContribution);
    expect(explanation.deduction).toBe(deduction);
  });
});
