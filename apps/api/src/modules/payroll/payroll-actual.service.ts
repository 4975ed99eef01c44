import {
  type AllocationOrder,
  DEFAULT_ALLOCATION_ORDER,
  ErrorCode,
  formatDate,
  formatPeriod,
  type PayrollActualReport,
  type PayrollActualRequest,
  todayInJakarta,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { StaffRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { countJasaSimpanan, loadJasaScope } from '../savings/jasa-simpanan';
import { getSettingValue } from '../settings/settings.service';
import { findPeriod } from './payroll.repository';
import { pointsOf } from './payroll.service';
import { readActualFile } from './payroll-actual.parse';
import { postActualRows } from './payroll-actual.posting';
import { postedReport, remainderBeforePosting, reportOf } from './payroll-actual.report';
import {
  type ActualFileRow,
  allocateActualRows,
  countCoveredContributions,
  countCoveredDue,
  findCompanyMismatches,
  listCoveredFinishing,
  matchActualRows,
} from './payroll-actual.repository';
import { frozenInstructionAfterCutOff } from './payroll-instruction.service';
import { loadPayrollScope, type PayrollScope, type PayrollSummary } from './payroll-scope';

/** HR's file read and checked line by line; any problem refuses the whole file (422), nothing is written. */
async function readCheckedFile(db: Database, period: string, request: PayrollActualRequest) {
  const { lines, problems } = await readActualFile(Buffer.from(request.file, 'base64'), period);
  const mismatches = await findCompanyMismatches(db, lines);
  const all = [...problems, ...mismatches].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  if (all.length > 0) {
    throw new AppError(ErrorCode.VALIDATION, `File potongan tidak dapat diimpor: ${all.length} masalah`, {
      data: { errors: all.slice(0, 1000).map((problem) => ({ path: 'file', message: problem.message })) },
    });
  }
  return lines.map(({ nik, company, amount }): ActualFileRow => ({ nik, company, amount }));
}

/** The actual deductions come back after payday: before the cut-off date has passed there is no frozen instruction. */
function refuseBeforeCutOff(scope: PayrollScope, today = todayInJakarta()) {
  if (today <= scope.cutOffDate) {
    throw new AppError(
      ErrorCode.CONFLICT,
      `Potongan aktual periode ${formatPeriod(scope.period)} dapat diimpor setelah tanggal potong ${formatDate(scope.cutOffDate)}`,
    );
  }
}

async function allocationOrder(db: Database): Promise<AllocationOrder> {
  return (
    ((await getSettingValue(db, 'payroll.allocationOrder')) as AllocationOrder | null) ??
    DEFAULT_ALLOCATION_ORDER
  );
}

/**
 * POST /admin/payroll/{period}/actual/preview: HR's file matched against the frozen instruction (frozen now if this is
 * the first read after the cut-off) and allocated, with what posting it would do. Writes nothing else.
 */
export async function previewActualDeductions(
  db: Database,
  staff: StaffRow,
  period: string,
  request: PayrollActualRequest,
): Promise<PayrollActualReport> {
  const scope = await loadPayrollScope(db, period, []);
  refuseBeforeCutOff(scope);
  const rows = await readCheckedFile(db, period, request);
  const posted = await findPeriod(db, period);
  if (posted?.postedAt) return db.transaction((tx) => postedReport(tx, posted));
  const order = await allocationOrder(db);
  const frozen = await frozenInstructionAfterCutOff(db, scope, staff.id);
  if (!frozen) throw new Error('instruction not frozen after the cut-off');
  return db.transaction(async (tx) => {
    await matchActualRows(tx, frozen.id, rows);
    await allocateActualRows(tx, frozen.id, order);
    const due = await countCoveredDue(tx, scope);
    const jasa = await loadJasaScope(tx, period);
    const summary: PayrollSummary = {
      period,
      cutOffDate: scope.cutOffDate,
      instalments: { count: due.count, amount: due.amount },
      contributions: await countCoveredContributions(tx, period),
      points: pointsOf(scope.pointsPerInstalment, due.onTime),
      jasaSimpanan: { month: jasa.month, ...(await countJasaSimpanan(tx, jasa)) },
      finishingLoans: await listCoveredFinishing(tx),
      skippedNiks: [],
    };
    const toSukarela = await remainderBeforePosting(tx);
    return reportOf(tx, { instructionVersion: frozen.version, toSukarela, summary, alreadyPosted: false });
  });
}

/**
 * POST /admin/payroll/{period}/actual/post: checks the file, then posts the period from it in one transaction
 * (payroll-actual.posting.ts). The same file posted again, or ten times at once, posts once.
 */
export async function postActualDeductions(
  db: Database,
  staff: StaffRow,
  period: string,
  request: PayrollActualRequest,
): Promise<PayrollActualReport> {
  const scope = await loadPayrollScope(db, period, []);
  refuseBeforeCutOff(scope);
  const rows = await readCheckedFile(db, period, request);
  return postActualRows(db, staff, scope, { rows, order: await allocationOrder(db) });
}
