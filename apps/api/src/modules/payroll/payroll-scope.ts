import {
  type CatchUpRule,
  DEFAULT_CATCH_UP_RULE,
  DEFAULT_CUTOFF_DAY,
  DEFAULT_POINTS_PER_INSTALMENT,
  type PayrollSummary as DomainPayrollSummary,
  payrollCutOffDate,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import { getNumberSetting, getSettingValue } from '../settings/settings.service';

/**
 * What a posting of `period` covers (docs/product/loans.md#monthly-payroll-posting): every unpaid instalment of a running
 * loan due on or before the cut-off, each active member's contribution by job grade, points for instalments due
 * within the period itself (on time). Members on the failed-deduction list are skipped entirely. With the catch-up
 * rule `SATU_PER_PERIODE` a loan's arrears (rows due before the period) are deducted one per period, the oldest.
 */
export type PayrollScope = {
  period: string;
  /** First day of the period: rows due from here to the cut-off are on time. */
  periodStart: string;
  cutOffDate: string;
  skippedNiks: string[];
  /** Job grade → monthly contribution, Rupiah. */
  gradeAmounts: Record<string, number>;
  pointsPerInstalment: number;
  /** Every arrear in this period's deduction, or only each loan's oldest (setting `payroll.catchUpRule`). */
  catchUp: CatchUpRule;
};

export async function loadPayrollScope(
  db: Database,
  period: string,
  failedNiks: readonly string[],
): Promise<PayrollScope> {
  const cutOffDay = await getNumberSetting(db, 'payroll.cutOffDay', DEFAULT_CUTOFF_DAY);
  const pointsPerInstalment = await getNumberSetting(
    db,
    'points.perOnTimeInstalment',
    DEFAULT_POINTS_PER_INSTALMENT,
  );
  const gradeAmounts = ((await getSettingValue(db, 'contribution.amountByGrade')) ?? {}) as Record<
    string,
    number
  >;
  const catchUp =
    ((await getSettingValue(db, 'payroll.catchUpRule')) as CatchUpRule | null) ?? DEFAULT_CATCH_UP_RULE;
  return {
    period,
    periodStart: `${period}-01`,
    cutOffDate: payrollCutOffDate(period, cutOffDay),
    skippedNiks: [...new Set(failedNiks)],
    gradeAmounts,
    pointsPerInstalment,
    catchUp,
  };
}

/** The figures of a posting as the summary stores them (the reply adds `alreadyPosted`). */
export type PayrollSummary = Omit<DomainPayrollSummary, 'alreadyPosted'>;
