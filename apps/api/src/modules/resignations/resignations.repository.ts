import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { members, resignations } from '../../db/schema';

export type ResignationRow = typeof resignations.$inferSelect;
type Reader = Pick<Database, 'select'>;

/**
 * Locks the member's row for the rest of the transaction: the same lock a loan application, a cancel and every
 * savings writer take first, so a resignation request or approval never interleaves with them (lock order
 * member → resignation → agreements).
 */
export async function lockMemberRow(tx: Tx, memberId: number) {
  const [row] = await tx
    .select({
      id: members.id,
      isActive: members.isActive,
      payrollAccountNo: members.payrollAccountNo,
      payrollAccountName: members.payrollAccountName,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row;
}

/** Inserts a PENDING request; undefined when the member already has one (the partial unique index). */
export async function insertResignation(tx: Tx, values: typeof resignations.$inferInsert) {
  const [row] = await tx.insert(resignations).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findLatestOfMember(db: Reader, memberId: number): Promise<ResignationRow | undefined> {
  const [row] = await db
    .select()
    .from(resignations)
    .where(eq(resignations.memberId, memberId))
    .orderBy(desc(resignations.requestedAt), desc(resignations.id))
    .limit(1);
  return row;
}

/** The member's approved request (a member leaves once: the account is closed by it). */
export async function findApprovedOfMember(
  db: Reader,
  memberId: number,
): Promise<ResignationRow | undefined> {
  const [row] = await db
    .select()
    .from(resignations)
    .where(and(eq(resignations.memberId, memberId), eq(resignations.status, 'APPROVED')))
    .orderBy(desc(resignations.decidedAt))
    .limit(1);
  return row;
}

export async function findResignation(db: Reader, id: number): Promise<ResignationRow | undefined> {
  const [row] = await db.select().from(resignations).where(eq(resignations.id, id));
  return row;
}

/** Moves a request on only from the status it was read in (conditional update): a second decision finds none. */
export async function moveResignation(
  tx: Tx,
  id: number,
  from: string,
  values: Partial<typeof resignations.$inferInsert>,
): Promise<ResignationRow | undefined> {
  const [row] = await tx
    .update(resignations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(resignations.id, id), eq(resignations.status, from)))
    .returning();
  return row;
}

const withMember = {
  resignation: resignations,
  nik: members.nik,
  name: members.name,
};

/** FINANCE's queue: pending requests, oldest first. */
export async function listPendingResignations(db: Reader) {
  return db
    .select(withMember)
    .from(resignations)
    .innerJoin(members, eq(members.id, resignations.memberId))
    .where(eq(resignations.status, 'PENDING'))
    .orderBy(asc(resignations.requestedAt), asc(resignations.id));
}

export async function findResignationWithMember(db: Reader, id: number) {
  const [row] = await db
    .select(withMember)
    .from(resignations)
    .innerJoin(members, eq(members.id, resignations.memberId))
    .where(eq(resignations.id, id));
  return row;
}
