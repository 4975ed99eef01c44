import { addMonths, daysInMonth, parseIsoDate, toIsoDate } from './calendar';
import { Decimal, roundRupiah } from './money';

/** One instalment row; every amount is integer Rupiah. */
export type AmortisationRow = {
  /** 1-based instalment number. */
  seq: number;
  /** Due date `YYYY-MM-DD`. */
  dueDate: string;
  principal: number;
  interest: number;
  instalment: number;
  /** Outstanding principal after this row. */
  outstanding: number;
};

export type AmortisationInput = {
  /** Loan amount, integer Rupiah. */
  principal: number;
  /** Effective rate, % per year. */
  effectiveRatePercent: number;
  /** Tenor, months. */
  tenorMonths: number;
  /** First due date `YYYY-MM-DD`; each next row is one calendar month later. */
  firstDueDate: string;
};

/** Monthly rate as a fraction: effective rate (% per year) / 12 / 100, exact decimal, unrounded. */
export function monthlyRate(effectiveRatePercent: number): Decimal {
  return new Decimal(effectiveRatePercent).div(12).div(100);
}

/**
 * Monthly annuity instalment in Rupiah: P·r / (1 − (1+r)^−n), rounded half-up to whole Rupiah.
 * At 0% it is P / n, rounded half-up. Principal in Rupiah, rate in % per year, tenor in months.
 */
export function computeInstalment(
  principal: number,
  effectiveRatePercent: number,
  tenorMonths: number,
): number {
  assertLoanTerms(principal, effectiveRatePercent, tenorMonths);
  const rate = monthlyRate(effectiveRatePercent);
  if (rate.isZero()) return roundRupiah(new Decimal(principal).div(tenorMonths));
  const discount = new Decimal(1).minus(rate.plus(1).pow(-tenorMonths));
  return roundRupiah(new Decimal(principal).times(rate).div(discount));
}

/**
 * Declining-balance schedule: interest = outstanding · r rounded half-up; principal = instalment − interest;
 * the last row takes the whole remaining principal (its instalment adjusted), so principals sum to the loan.
 * Outstanding never goes below 0. All amounts integer Rupiah.
 */
export function buildAmortisationSchedule(input: AmortisationInput): AmortisationRow[] {
  const { principal, effectiveRatePercent, tenorMonths, firstDueDate } = input;
  const instalment = computeInstalment(principal, effectiveRatePercent, tenorMonths);
  const rate = monthlyRate(effectiveRatePercent);
  parseIsoDate(firstDueDate);
  const rows: AmortisationRow[] = [];
  let outstanding = principal;
  for (let seq = 1; seq <= tenorMonths; seq += 1) {
    const interest = roundRupiah(new Decimal(outstanding).times(rate));
    const isLast = seq === tenorMonths;
    const rowPrincipal = isLast ? outstanding : Math.min(Math.max(instalment - interest, 0), outstanding);
    outstanding -= rowPrincipal;
    rows.push({
      seq,
      dueDate: addMonths(firstDueDate, seq - 1),
      principal: rowPrincipal,
      interest,
      instalment: rowPrincipal + interest,
      outstanding,
    });
  }
  return rows;
}

/**
 * First deduction date `YYYY-MM-DD`: the cut-off day (default 25, a setting) of the month after funding.
 * A cut-off past the month's end becomes its last day.
 */
export function computeFirstDeductionDate(fundingDate: string, cutoffDay = 25): string {
  const { year, month } = parseIsoDate(fundingDate);
  const next = parseIsoDate(addMonths(toIsoDate({ year, month, day: 1 }), 1));
  const day = Math.min(Math.max(Math.trunc(cutoffDay), 1), daysInMonth(next.year, next.month));
  return toIsoDate({ ...next, day });
}

/** What `/Calculator` answers: `payment` = first instalment, `principal` = loan, `interest` = total interest. */
export function summariseLoan(rows: readonly AmortisationRow[]): {
  payment: number;
  principal: number;
  interest: number;
} {
  return {
    payment: rows[0]?.instalment ?? 0,
    principal: rows.reduce((sum, row) => sum + row.principal, 0),
    interest: rows.reduce((sum, row) => sum + row.interest, 0),
  };
}

/** `term_years` of the application payload (docs/product/api.md): 1 when the tenor is 12 months or less, else 2. */
export function termYearsForTenor(tenorMonths: number): 1 | 2 {
  return tenorMonths <= 12 ? 1 : 2;
}

function assertLoanTerms(principal: number, effectiveRatePercent: number, tenorMonths: number): void {
  if (!Number.isSafeInteger(principal) || principal < 0) {
    throw new RangeError('principal must be a non-negative integer Rupiah');
  }
  if (!Number.isFinite(effectiveRatePercent) || effectiveRatePercent < 0) {
    throw new RangeError('effectiveRatePercent must be a non-negative % per year');
  }
  if (!Number.isInteger(tenorMonths) || tenorMonths < 1) throw new RangeError('tenorMonths must be ≥ 1');
}
