import {
  DEFAULT_CUTOFF_DAY,
  describeInstructionLine,
  firstOpenPayrollPeriod,
  type InstructionKind,
  type PastSalaryDeduction,
  payrollCutOffDate,
  type SalaryDeduction,
  type SalaryDeductionLine,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import { memberInstructionLines } from '../payroll/payroll-instruction.service';
import { getNumberSetting } from '../settings/settings.service';
import { listPostedDeductions, type PostedDeductionLine } from './salary-deduction.repository';

type DescribedLine = {
  kind: InstructionKind;
  agreementNo: string | null;
  instalmentNo: number | null;
  dueDate: string | null;
  amount: number;
};

const lineOf = (line: DescribedLine, period: string): SalaryDeductionLine => ({
  kind: line.kind,
  description: describeInstructionLine(line, period),
  amount: line.amount,
});

const sumOf = (lines: readonly SalaryDeductionLine[]) =>
  lines.reduce((total, line) => total + line.amount, 0);

/** The posted lines (newest period first) grouped per period, in the order the repository gives them. */
function groupByPeriod(rows: readonly PostedDeductionLine[]): PastSalaryDeduction[] {
  const periods: PastSalaryDeduction[] = [];
  for (const row of rows) {
    let current = periods.at(-1);
    if (current?.period !== row.period) {
      current = { period: row.period, cutoffDate: row.cutOffDate, lines: [], total: 0 };
      periods.push(current);
    }
    current.lines.push(lineOf(row, row.period));
    current.total += row.amount;
  }
  return periods;
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
    previous: groupByPeriod(await listPostedDeductions(db, memberId)),
  };
}
