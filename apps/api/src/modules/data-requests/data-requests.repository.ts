import type { DataRequestStatus, DataRequestTopic } from '@kopkar/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataRequests, members } from '../../db/schema';

export type DataRequestRow = typeof dataRequests.$inferSelect;
type Reader = Pick<Database, 'select'>;

/**
 * Inserts an open request unless the member already has one on the topic: the partial unique index decides, so
 * a double click or 30 requests at once leave one row. Undefined when one was open already.
 */
export async function insertOpenRequest(
  db: Pick<Database, 'insert'>,
  values: {
    memberId: number;
    topic: DataRequestTopic;
    proposed: Record<string, string>;
    note: string | null;
  },
): Promise<DataRequestRow | undefined> {
  const [row] = await db.insert(dataRequests).values(values).onConflictDoNothing().returning();
  return row;
}

/** The member's requests, newest first. */
export function listRequestsOf(db: Reader, memberId: number): Promise<DataRequestRow[]> {
  return db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.memberId, memberId))
    .orderBy(desc(dataRequests.submittedAt), desc(dataRequests.id));
}

/** The member columns the queue shows beside a request (read only; the members module writes them). */
const memberColumns = {
  id: members.id,
  nik: members.nik,
  name: members.name,
  email: members.email,
  birthDate: members.birthDate,
  address: members.address,
  payrollAccountNo: members.payrollAccountNo,
  payrollAccountName: members.payrollAccountName,
};
export type RequestMember = {
  id: number;
  nik: string;
  name: string;
  email: string | null;
  birthDate: string | null;
  address: string | null;
  payrollAccountNo: string | null;
  payrollAccountName: string | null;
};
export type QueueRow = { request: DataRequestRow; member: RequestMember };

/** Every open request with its member, the oldest (nearest deadline) first. */
export function listOpenRequests(db: Reader): Promise<QueueRow[]> {
  return db
    .select({ request: dataRequests, member: memberColumns })
    .from(dataRequests)
    .innerJoin(members, eq(members.id, dataRequests.memberId))
    .where(eq(dataRequests.status, 'DIAJUKAN'))
    .orderBy(asc(dataRequests.submittedAt), asc(dataRequests.id));
}

export async function findRequest(db: Reader, id: number): Promise<QueueRow | undefined> {
  const [row] = await db
    .select({ request: dataRequests, member: memberColumns })
    .from(dataRequests)
    .innerJoin(members, eq(members.id, dataRequests.memberId))
    .where(eq(dataRequests.id, id));
  return row;
}

/**
 * Decides an open request: one conditional UPDATE, so of two ADMINs clicking at once exactly one wins (the other
 * gets undefined). The caller's transaction applies the decision's effects with it.
 */
export async function claimDecision(
  tx: Pick<Database, 'update'>,
  id: number,
  decision: { status: Exclude<DataRequestStatus, 'DIAJUKAN'>; staffId: number; refusalReason?: string },
): Promise<DataRequestRow | undefined> {
  const [row] = await tx
    .update(dataRequests)
    .set({
      status: decision.status,
      decidedAt: sql`now()`,
      decidedBy: decision.staffId,
      refusalReason: decision.refusalReason ?? null,
    })
    .where(sql`${dataRequests.id} = ${id} and ${dataRequests.status} = 'DIAJUKAN'`)
    .returning();
  return row;
}

export async function saveDeletionOutcome(
  tx: Pick<Database, 'update'>,
  id: number,
  outcome: NonNullable<DataRequestRow['deletionOutcome']>,
): Promise<DataRequestRow | undefined> {
  const [row] = await tx
    .update(dataRequests)
    .set({ deletionOutcome: outcome })
    .where(eq(dataRequests.id, id))
    .returning();
  return row;
}
