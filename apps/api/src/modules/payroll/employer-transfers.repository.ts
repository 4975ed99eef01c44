import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { employerTransfers, payrollPeriods, staff } from '../../db/schema';

/**
 * The employer's transfers of a posted period (docs/product/ledger.md#the-employers-transfer). Every write runs
 * under the period's row lock: two transfers of one period are recorded one after the other, and a posting of the
 * period (payroll.repository.ts lockPeriod) and a transfer never pass each other.
 */

/** The period's row, locked until the transaction ends; undefined when the period was never previewed or posted. */
export async function lockPeriodRow(tx: Tx, period: string) {
  const [row] = await tx.select().from(payrollPeriods).where(eq(payrollPeriods.period, period)).for('update');
  return row;
}

export type NewEmployerTransfer = {
  payrollPeriodId: number;
  amount: number;
  receivedOn: string;
  reference: string;
  note: string | null;
  recordedByStaffId: number;
};

/**
 * Inserts the transfer only while the period's transfers with it stay within `deducted` and its reference is new
 * for the period, in one statement (the caller holds the period's row lock, so the sum it reads is the last one).
 * Returns the new id, or undefined when either rule refused it.
 */
export async function insertTransferWithin(tx: Tx, transfer: NewEmployerTransfer, deducted: number) {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into employer_transfers (payroll_period_id, amount, received_on, reference, note, recorded_by_staff_id)
    select ${transfer.payrollPeriodId}::int, ${transfer.amount}::bigint, ${transfer.receivedOn}::date,
           ${transfer.reference}::text, ${transfer.note}::text, ${transfer.recordedByStaffId}::int
    where (select coalesce(sum(amount), 0) from employer_transfers
           where payroll_period_id = ${transfer.payrollPeriodId}) + ${transfer.amount}::bigint <= ${deducted}::bigint
    on conflict (payroll_period_id, reference) do nothing
    returning id`);
  return rows[0] ? Number(rows[0].id) : undefined;
}

/** Whether the period already has a transfer with this bank reference. */
export async function hasReference(tx: Tx, payrollPeriodId: number, reference: string): Promise<boolean> {
  const { rows } = await tx.execute<{ found: boolean }>(sql`
    select exists (select 1 from employer_transfers
                   where payroll_period_id = ${payrollPeriodId} and reference = ${reference}) as found`);
  return Boolean(rows[0]?.found);
}

/** The period's transfers, oldest first, with the name of the staff member who recorded each. */
export async function listTransfers(db: Database | Tx, payrollPeriodId: number) {
  return db
    .select({
      id: employerTransfers.id,
      amount: employerTransfers.amount,
      receivedOn: employerTransfers.receivedOn,
      reference: employerTransfers.reference,
      note: employerTransfers.note,
      recordedBy: staff.name,
      recordedAt: employerTransfers.recordedAt,
    })
    .from(employerTransfers)
    .innerJoin(staff, eq(staff.id, employerTransfers.recordedByStaffId))
    .where(eq(employerTransfers.payrollPeriodId, payrollPeriodId))
    .orderBy(asc(employerTransfers.receivedOn), asc(employerTransfers.id));
}

export type EmployerTransferRow = Awaited<ReturnType<typeof listTransfers>>[number];
