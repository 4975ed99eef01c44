import { allocateSettlementToRows } from '@kopkar/domain';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { agreements, applications, instalments, members } from '../../db/schema';
import type { AgreementRow } from '../../db/schema/index';
import { type LoanMove, moveApplicationsOf, nextLoanStatus } from '../applications/loan-status-change';

/*
 * The agreements module: a funded loan's agreement and its amortisation rows (`agreements`, `instalments`).
 * Funding creates them, settlements and payroll pay and close them, loans, SHU and the archive read them, all
 * through these functions: the module owns its tables (docs/conventions.md rule 18).
 */

export async function findAgreementByNo(db: Database, agreementNo: string) {
  const [row] = await db
    .select({
      agreement: agreements,
      memberName: members.name,
      memberNik: members.nik,
      employeeId: members.employeeId,
      financePurpose: applications.financePurpose,
    })
    .from(agreements)
    .innerJoin(members, eq(members.id, agreements.memberId))
    .innerJoin(applications, eq(applications.id, agreements.applicationId))
    .where(eq(agreements.agreementNo, agreementNo));
  return row;
}

/** Every agreement of a member, newest first, with its purpose and how many rows are paid. */
export async function listMemberAgreements(db: Database, memberId: number) {
  return db
    .select({
      agreement: agreements,
      financePurpose: applications.financePurpose,
      paidRows: sql<number>`(select count(*)::int from ${instalments} where ${instalments.agreementId} = ${agreements.id} and ${instalments.paidDate} is not null)`,
      nextDueDate: sql<
        string | null
      >`(select min(${instalments.dueDate})::text from ${instalments} where ${instalments.agreementId} = ${agreements.id} and ${instalments.paidDate} is null)`,
    })
    .from(agreements)
    .innerJoin(applications, eq(applications.id, agreements.applicationId))
    .where(eq(agreements.memberId, memberId))
    .orderBy(sql`${agreements.fundingDate} desc`, sql`${agreements.id} desc`);
}

export async function findAgreementById(db: Database, id: number) {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
  return row;
}

export async function listRunningAgreements(db: Database, memberId: number) {
  return db
    .select()
    .from(agreements)
    .where(and(eq(agreements.memberId, memberId), eq(agreements.status, 'FUN')))
    .orderBy(asc(agreements.fundingDate));
}

export async function listRows(db: Database, agreementId: number) {
  return db
    .select()
    .from(instalments)
    .where(eq(instalments.agreementId, agreementId))
    .orderBy(asc(instalments.seq));
}

export async function lockAgreement(tx: Tx, id: number): Promise<AgreementRow | undefined> {
  const [row] = await tx.select().from(agreements).where(eq(agreements.id, id)).for('update');
  return row;
}

export async function findAgreementOfApplication(db: Database, applicationId: number) {
  const [row] = await db.select().from(agreements).where(eq(agreements.applicationId, applicationId));
  return row;
}

export async function insertAgreement(tx: Tx, values: typeof agreements.$inferInsert): Promise<AgreementRow> {
  const [row] = await tx.insert(agreements).values(values).returning();
  if (!row) throw new Error('agreement insert returned no row');
  return row;
}

export async function setAgreementNo(tx: Tx, id: number, agreementNo: string) {
  await tx.update(agreements).set({ agreementNo }).where(eq(agreements.id, id));
}

export async function insertRows(tx: Tx, rows: (typeof instalments.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(instalments).values(rows);
}

/** How a loan is closed early: on which date, what each row's share is (by seq), and the settlement, if any. */
export type EarlyClosing = {
  paidDate: string;
  /** Interest lines of the quote (seq → running interest); rows without a line pay their principal only. */
  interestLines: readonly { seq: number; accrued: number }[];
  /** The settlement request that closed it; null for a loan replaced at funding. */
  settlementId: number | null;
};

/**
 * Closes a loan early (a loan replaced at funding, or a confirmed settlement): its unpaid rows are paid by
 * settlement on `paidDate`, each with its principal plus its running interest (allocateSettlementToRows, so the
 * rows add up to the settlement's total) and the settlement's id, and the agreement and its application are FIN.
 * Returns the principal and interest the closed rows were paid.
 */
export async function closeAgreementBySettlement(tx: Tx, agreement: AgreementRow, closing: EarlyClosing) {
  const finished = nextLoanStatus(agreement.status, 'FINISH');
  const unpaid = await tx
    .select()
    .from(instalments)
    .where(and(eq(instalments.agreementId, agreement.id), isNull(instalments.paidDate)))
    .orderBy(asc(instalments.seq));
  const paidAmounts = allocateSettlementToRows(unpaid, closing.interestLines);
  for (const row of unpaid) {
    await tx
      .update(instalments)
      .set({
        paidDate: closing.paidDate,
        paidBy: 'SETTLEMENT',
        paidAmount: paidAmounts.get(row.seq) ?? row.principal,
        settlementId: closing.settlementId,
      })
      .where(eq(instalments.id, row.id));
  }
  await transitionLoans(tx, { from: agreement.status, to: finished, where: sql`a.id = ${agreement.id}` });
  // What the rows closed add up to, for the ledger: their principal, and the interest paid on top of it.
  const principal = unpaid.reduce((sum, row) => sum + row.principal, 0);
  const paid = unpaid.reduce((sum, row) => sum + (paidAmounts.get(row.seq) ?? row.principal), 0);
  return { principal, interest: paid - principal };
}

/** A loan a bulk move changed: its agreement, application, member and amount (Rupiah). */
export type MovedLoan = { agreementNo: string; applicationId: number; memberId: number; amount: number };

/**
 * Moves every funded loan whose agreement (alias `a`) matches `move.where` and stands at `move.from` to `move.to`, the
 * agreement and its application in one statement, after the machine's table allowed the move (bulk moves go
 * through the loan machine too, docs/conventions.md rule 18). Reaching FIN stamps `finished_at`. Answers the
 * loans moved, by agreement number.
 */
export async function transitionLoans(tx: Tx, move: LoanMove & { where: SQL }): Promise<MovedLoan[]> {
  const finishedAt = move.to === 'FIN' ? sql`, finished_at = now()` : sql``;
  const { rows } = await tx.execute<{
    agreement_no: string;
    application_id: number;
    member_id: number;
    amount: string;
  }>(sql`
    with moved as (
      update agreements a set status = ${move.to}${finishedAt}
      where a.status = ${move.from} and ${move.where}
      returning a.agreement_no, a.application_id, a.member_id, a.amount
    ),
    applications_moved as (${moveApplicationsOf(sql`moved`, move)})
    select * from moved order by agreement_no`);
  return rows.map((row) => ({
    agreementNo: row.agreement_no,
    applicationId: Number(row.application_id),
    memberId: Number(row.member_id),
    amount: Number(row.amount),
  }));
}

/**
 * Payroll's payment of due rows, for its one set-based statement (a data-modifying CTE): the rows of `due` (a CTE
 * with `id` and `member_id`) still unpaid are paid in full on `paidDate`. Returns id, instalment (principal and
 * interest apart), due_date and member_id of each row paid; a row a concurrent posting paid first is not returned.
 */
export const payDueInstalments = (due: SQL, paidDate: string): SQL => sql`
  update instalments i set paid_date = ${paidDate}, paid_amount = i.instalment, paid_by = 'PAYROLL'
  from ${due} due where i.id = due.id and i.paid_date is null
  returning i.id, i.instalment, i.principal, i.interest, i.due_date, due.member_id`;
