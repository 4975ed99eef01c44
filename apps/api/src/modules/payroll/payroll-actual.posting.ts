import { type AllocationOrder, formatPeriod, formatRupiah, type PayrollActualReport } from '@kopkar/domain';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { StaffRow } from '../../db/schema/index';
import { notifyMembers } from '../notifications/notifications.service';
import { creditJasaSimpanan, loadJasaScope } from '../savings/jasa-simpanan';
import { creditSukarelaInBulk, lockMembersInOrder } from '../savings/savings.service';
import { refuseOwnDecision } from '../staff/four-eyes.service';
import { bookContributions, lockPeriod, payDueRows } from './payroll.repository';
import { finishPaidOffLoans, markPosted, postedSummary } from './payroll.service';
import { postedReport, remainderBeforePosting, reportOf, type StoredActual } from './payroll-actual.report';
import {
  type ActualFileRow,
  allocateActualRows,
  coveredContributions,
  coveredDueRows,
  listShortfalls,
  matchActualRows,
  storeActualLines,
  sukarelaRemainders,
} from './payroll-actual.repository';
import { freezeInstruction } from './payroll-instruction.service';
import { postPayrollEntries } from './payroll-ledger';
import type { PayrollScope } from './payroll-scope';

/** Whether HR's file says the member's deduction differs from the instruction (the four-eyes rule's question). */
async function hasOwnException(tx: Tx, memberId: number) {
  const { rows } = await tx.execute(
    sql`select 1 from actual_match where member_id = ${memberId} and outcome <> 'FULL' limit 1`,
  );
  return rows.length > 0;
}

/** Tells each member whose deduction fell short what stays owed and what happens next (in bulk: one per member). */
async function notifyShortfalls(tx: Tx, period: string) {
  const shortfalls = await listShortfalls(tx);
  await notifyMembers(
    tx,
    shortfalls.map((member) => ({
      memberId: member.memberId,
      header: 'POTONGAN_KURANG',
      description: `Potongan gaji periode ${formatPeriod(period)}: dipotong ${formatRupiah(member.deducted)} dari ${formatRupiah(member.instructed)}. Kekurangan ${formatRupiah(member.instructed - member.deducted)} menjadi tunggakan dan ditagihkan kembali pada potongan gaji periode berikutnya.`,
      applicationId: null,
    })),
    'bulk',
  );
}

/**
 * Posts the period from HR's actual deductions, in one transaction under the payroll lock and the period's row lock
 * (docs/product/payroll-instruction.md#the-actual-deductions): the frozen instruction matched with the file, each
 * member's amount allocated whole item by whole item (setting payroll.allocationOrder), the covered instalments paid
 * and wajib booked with the same statements as every posting, the rest of each member's deduction (their monthly
 * sukarela, a partial amount's remainder, an over-deduction) credited to sukarela, the ledger entry, jasa simpanan,
 * loans paid off, notices to members who fell short, and the file's lines stored for the reconciliation. Instalments
 * not covered stay unpaid: arrears, carried into the next instruction. A period posted before answers its report.
 * kill -9 at any point leaves nothing half-posted.
 */
export async function postActualRows(
  db: Database,
  staff: StaffRow,
  scope: PayrollScope,
  file: { rows: readonly ActualFileRow[]; order: AllocationOrder },
): Promise<PayrollActualReport> {
  const { period } = scope;
  return db.transaction(async (tx) => {
    const locked = await lockPeriod(tx, period, scope.cutOffDate);
    if (locked.postedAt) return postedReport(tx, locked);
    const frozen = await freezeInstruction(tx, scope, staff.id);
    await matchActualRows(tx, frozen.id, file.rows);
    await refuseOwnDecision(tx, staff.id, 'ownActualDeduction', (linked) => hasOwnException(tx, linked));
    await allocateActualRows(tx, frozen.id, file.order);
    const actual: StoredActual = {
      instructionVersion: frozen.version,
      toSukarela: await remainderBeforePosting(tx),
    };
    await storeActualLines(tx, locked.id, frozen.id);
    const paid = await payDueRows(tx, scope, coveredDueRows);
    const booked = await bookContributions(tx, scope, locked.id, coveredContributions);
    const remainders = await sukarelaRemainders(tx, scope, locked.id);
    await lockMembersInOrder(
      tx,
      remainders.map((credit) => credit.memberId),
    );
    const credited = await creditSukarelaInBulk(
      tx,
      'POTONGAN',
      `payroll:${period}`,
      `Potongan gaji periode ${period}`,
      remainders,
    );
    const jasa = await loadJasaScope(tx, period);
    const jasaCredited = await creditJasaSimpanan(tx, jasa);
    await postPayrollEntries(
      tx,
      { period, cutOffDate: scope.cutOffDate, actor: `staff:${staff.id}` },
      { paid, booked, sukarela: credited.amount, jasa: jasaCredited.amount },
    );
    const finished = await finishPaidOffLoans(tx, scope);
    await notifyShortfalls(tx, period);
    const summary = postedSummary(scope, {
      paid,
      booked,
      jasa: { month: jasa.month, ...jasaCredited },
      finished,
    });
    await markPosted(tx, staff, locked.id, { ...summary, actual });
    return reportOf(tx, { ...actual, summary, alreadyPosted: false });
  });
}
