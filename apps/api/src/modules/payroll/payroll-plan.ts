import { DEFAULT_CUTOFF_DAY, DEFAULT_POINTS_PER_INSTALMENT, daysInMonth } from '@kopkar/domain';
import type { Database } from '../../db/client';
import { getNumberSetting, getSettingValue } from '../settings/settings.service';
import { countUnpaidRows, listActiveMembers, listDueRows } from './payroll.repository';

/**
 * What posting a period would do (DOMAIN.md "Monthly payroll posting"): every unpaid instalment of a running
 * loan due on or before the cut-off is paid, each active member's contribution by job grade is added, points
 * go to instalments due in the period itself (on time), and loans with no row left become FIN. Members on
 * the failed-deduction list are skipped entirely.
 */
export async function planPayroll(db: Database, period: string, failedNiks: readonly string[]) {
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
  const [year, month] = period.split('-').map(Number) as [number, number];
  const cutOffDate = `${period}-${String(Math.min(cutOffDay, daysInMonth(year, month))).padStart(2, '0')}`;
  const failed = new Set(failedNiks);

  const dueRows = (await listDueRows(db, cutOffDate)).filter((due) => due.isActive && !failed.has(due.nik));
  const contributions = (await listActiveMembers(db))
    .filter((member) => !failed.has(member.nik))
    .map((member) => ({ member, amount: gradeAmounts[member.jobGrade ?? ''] ?? 0 }))
    .filter((entry) => entry.amount > 0);
  const onTime = dueRows.filter((due) => due.row.dueDate.startsWith(period));
  const unpaid = await countUnpaidRows(db, [...new Set(dueRows.map((due) => due.agreement.id))]);
  const paidPerAgreement = new Map<number, number>();
  for (const due of dueRows)
    paidPerAgreement.set(due.agreement.id, (paidPerAgreement.get(due.agreement.id) ?? 0) + 1);
  const finishing = dueRows
    .map((due) => due.agreement)
    .filter((agreement, index, all) => all.findIndex((a) => a.id === agreement.id) === index)
    .filter((agreement) => unpaid.get(agreement.id) === paidPerAgreement.get(agreement.id));

  return {
    period,
    cutOffDate,
    dueRows,
    contributions,
    onTime,
    pointsPerInstalment,
    finishing,
    skipped: [...failed],
  };
}

export type PayrollPlan = Awaited<ReturnType<typeof planPayroll>>;

/** The figures of a plan, as the back office shows them before and after posting. */
export function summarisePlan(plan: PayrollPlan) {
  return {
    period: plan.period,
    cutOffDate: plan.cutOffDate,
    instalments: {
      count: plan.dueRows.length,
      amount: plan.dueRows.reduce((sum, due) => sum + due.row.instalment, 0),
    },
    contributions: {
      count: plan.contributions.length,
      amount: plan.contributions.reduce((sum, entry) => sum + entry.amount, 0),
    },
    points: { count: plan.onTime.length, total: plan.onTime.length * plan.pointsPerInstalment },
    finishingLoans: plan.finishing.map((agreement) => agreement.agreementNo),
    skippedNiks: plan.skipped,
  };
}
