import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agreements, instalments, members, payrollPeriods } from '../../db/schema';
import type { Tx } from '../agreements/agreements.repository';

/** Unpaid rows of running loans due on or before the cut-off, with their member. */
export async function listDueRows(db: Database, cutOffDate: string) {
  return db
    .select({
      row: instalments,
      agreement: agreements,
      nik: members.nik,
      memberName: members.name,
      memberEmail: members.email,
      isActive: members.isActive,
    })
    .from(instalments)
    .innerJoin(agreements, eq(agreements.id, instalments.agreementId))
    .innerJoin(members, eq(members.id, agreements.memberId))
    .where(
      and(eq(agreements.status, 'FUN'), isNull(instalments.paidDate), lte(instalments.dueDate, cutOffDate)),
    )
    .orderBy(asc(instalments.agreementId), asc(instalments.seq));
}

export async function listActiveMembers(db: Database) {
  return db.select().from(members).where(eq(members.isActive, true)).orderBy(asc(members.id));
}

/** How many unpaid rows each agreement has, to see which loans the posting finishes. */
export async function countUnpaidRows(db: Database, agreementIds: number[]) {
  if (agreementIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ agreementId: instalments.agreementId, unpaid: sql<number>`count(*)::int` })
    .from(instalments)
    .where(and(inArray(instalments.agreementId, agreementIds), isNull(instalments.paidDate)))
    .groupBy(instalments.agreementId);
  return new Map(rows.map((row) => [row.agreementId, Number(row.unpaid)]));
}

/** The period's row, created if missing, locked so two postings of one period run one after the other. */
export async function lockPeriod(tx: Tx, period: string, cutOffDate: string) {
  await tx
    .insert(payrollPeriods)
    .values({ period, cutOffDate })
    .onConflictDoNothing({ target: payrollPeriods.period });
  const [row] = await tx.select().from(payrollPeriods).where(eq(payrollPeriods.period, period)).for('update');
  if (!row) throw new Error('payroll period row missing after insert');
  return row;
}

export async function listPeriods(db: Database) {
  return db.select().from(payrollPeriods).orderBy(sql`${payrollPeriods.period} desc`);
}

export async function findPeriod(db: Database, period: string) {
  const [row] = await db.select().from(payrollPeriods).where(eq(payrollPeriods.period, period));
  return row;
}
