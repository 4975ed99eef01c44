import { UNFINISHED_LOAN_STATUSES } from '@kopkar/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { applications, approvalChainSteps, members } from '../../db/schema';
import type { ApplicationRow } from '../../db/schema/index';

/** Serialises every state change of one member's loans (submit, cancel, answer an offer) on PostgreSQL. */
export async function lockMember(tx: Tx, memberId: number) {
  const [row] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  return row;
}

export async function lockApplication(tx: Tx, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  return row;
}

export async function findByIdempotencyKey(tx: Tx, memberId: number, key: string) {
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.memberId, memberId), eq(applications.idempotencyKey, key)));
  return row;
}

/** Counts the member's unfinished (NEW, APV, FUN) applications and whether one is in approval (NEW). */
export async function countUnfinished(tx: Tx, memberId: number) {
  const rows = await tx
    .select({ status: applications.status, total: count() })
    .from(applications)
    .where(
      and(eq(applications.memberId, memberId), inArray(applications.status, [...UNFINISHED_LOAN_STATUSES])),
    )
    .groupBy(applications.status);
  const unfinishedCount = rows.reduce((sum, row) => sum + row.total, 0);
  return { unfinishedCount, hasLoanInApproval: rows.some((row) => row.status === 'NEW' && row.total > 0) };
}

export async function insertApplication(
  tx: Tx,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await tx.insert(applications).values(values).returning();
  if (!row) throw new Error('application insert returned no row');
  return row;
}

export async function updateApplication(
  tx: Tx,
  id: number,
  values: Partial<typeof applications.$inferInsert>,
) {
  const [row] = await tx
    .update(applications)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(applications.id, id))
    .returning();
  if (!row) throw new Error('application update returned no row');
  return row;
}

/** The last step number of the member's company chain (the final approver). */
export async function findFinalStep(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ stepNo: approvalChainSteps.stepNo })
    .from(approvalChainSteps)
    .where(eq(approvalChainSteps.companyId, companyId))
    .orderBy(desc(approvalChainSteps.stepNo))
    .limit(1);
  return row?.stepNo ?? 1;
}
