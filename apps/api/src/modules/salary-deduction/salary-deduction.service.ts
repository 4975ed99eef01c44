import {
  DEFAULT_CUTOFF_DAY,
  describeInstructionLine,
  firstOpenPayrollPeriod,
  type InstructionKind,
  instructionLineKey,
  type PastSalaryDeduction,
  payrollCutOffDate,
  type SalaryDeduction,
  type SalaryDeductionLine,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import { memberInstructionLines } from '../payroll/payroll-instruction.service';
import { getNumberSetting } from '../settings/settings.service';
import { listQuestionsOfMember } from './deduction-questions.service';
import {
  listActualTotals,
  listPostedDeductions,
  type PostedDeductionLine,
  PREVIOUS_PERIODS,
} from './salary-deduction.repository';

type DescribedLine = {
  kind: InstructionKind;
  agreementNo: string | null;
  instalmentNo: number | null;
  dueDate: string | null;
  amount: number;
};

const lineOf = (line: DescribedLine, period: string): SalaryDeductionLine => ({
  key: instructionLineKey(line),
  kind: line.kind,
  description: describeInstructionLine(line, period),
  amount: line.amount,
});

/** A posted line: a SUKARELA one is everything credited to sukarela from the deduction, not only the monthly plan. */
const postedLineOf = (line: PostedDeductionLine): SalaryDeductionLine =>
  line.kind === 'SUKARELA'
    ? {
        key: 'SUKARELA',
        kind: 'SUKARELA',
        description: `Ke simpanan sukarela dari potongan gaji periode ${line.period}`,
        amount: line.amount,
      }
    : lineOf(line, line.period);

const sumOf = (lines: readonly SalaryDeductionLine[]) =>
  lines.reduce((total, line) => total + line.amount, 0);

type ActualTotal = Awaited<ReturnType<typeof listActualTotals>>[number];

/**
 * The posted lines grouped per period, newest first, with what HR's file said was instructed; a period HR's file
 * deducted nothing for is listed with no line.
 */
function groupByPeriod(
  rows: readonly PostedDeductionLine[],
  actuals: readonly ActualTotal[],
): PastSalaryDeduction[] {
  const periods = new Map<string, PastSalaryDeduction>();
  const periodOf = (period: string, cutoffDate: string) => {
    const found = periods.get(period) ?? { period, cutoffDate, lines: [], total: 0, instructed: null };
    periods.set(period, found);
    return found;
  };
  for (const row of rows) {
    const current = periodOf(row.period, row.cutOffDate);
    current.lines.push(postedLineOf(row));
    current.total += row.amount;
  }
  for (const actual of actuals) periodOf(actual.period, actual.cutOffDate).instructed = actual.instructed;
  return [...periods.values()].sort((a, b) => b.period.localeCompare(a.period)).slice(0, PREVIOUS_PERIODS);
}

/**
 * GET /PotonganGaji/{nik}: what will be deducted from the member's salary in the first payroll period not yet cut
 * off, read with the instruction FINANCE gives HR (same lines, same order), and what the last posted periods
 * deducted. Payday is the cut-off date: the salary is deducted on it (no separate payday setting exists).
 */
export async function getSalaryDeduction(
  db: Database,
  memberId: number,
  today: string,
): Promise<SalaryDeduction> {
  const cutOffDay = await getNumberSetting(db, 'payroll.cutOffDay', DEFAULT_CUTOFF_DAY);
  const period = firstOpenPayrollPeriod(today, cutOffDay);
  const cutoffDate = payrollCutOffDate(period, cutOffDay);
  const lines = (await memberInstructionLines(db, period, memberId)).map((line) => lineOf(line, period));
  return {
    period,
    cutoffDate,
    payday: cutoffDate,
    lines,
    total: sumOf(lines),
    previous: groupByPeriod(await listPostedDeductions(db, memberId), await listActualTotals(db, memberId)),
    questions: await listQuestionsOfMember(db, memberId),
  };
}
