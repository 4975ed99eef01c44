import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { members, savingsDeposits, savingsWithdrawals } from '../../db/schema';

type Reader = Pick<Database, 'select'>;
export type DepositRow = typeof savingsDeposits.$inferSelect;
export type WithdrawalRow = typeof savingsWithdrawals.$inferSelect;

/** How many of a member's latest requests of each kind the portal lists. */
const MEMBER_LIST_SIZE = 20;

export async function findDeposit(db: Reader, id: number): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(savingsDeposits).where(eq(savingsDeposits.id, id));
  return row;
}

export async function findWithdrawal(db: Reader, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(savingsWithdrawals).where(eq(savingsWithdrawals.id, id));
  return row;
}

export async function findDepositByKey(tx: Tx, memberId: number, key: string) {
  const [row] = await tx
    .select()
    .from(savingsDeposits)
    .where(and(eq(savingsDeposits.memberId, memberId), eq(savingsDeposits.idempotencyKey, key)));
  return row;
}

export async function findWithdrawalByKey(tx: Tx, memberId: number, key: string) {
  const [row] = await tx
    .select()
    .from(savingsWithdrawals)
    .where(and(eq(savingsWithdrawals.memberId, memberId), eq(savingsWithdrawals.idempotencyKey, key)));
  return row;
}

export async function insertDeposit(tx: Tx, values: typeof savingsDeposits.$inferInsert) {
  const [row] = await tx.insert(savingsDeposits).values(values).returning();
  if (!row) throw new Error('deposit insert returned no row');
  return row;
}

export async function insertWithdrawal(tx: Tx, values: typeof savingsWithdrawals.$inferInsert) {
  const [row] = await tx.insert(savingsWithdrawals).values(values).returning();
  if (!row) throw new Error('withdrawal insert returned no row');
  return row;
}

/** Moves a deposit only from the status it was read in: a concurrent decision makes this return undefined. */
export async function moveDeposit(
  tx: Tx,
  id: number,
  from: string,
  values: Partial<typeof savingsDeposits.$inferInsert>,
) {
  const [row] = await tx
    .update(savingsDeposits)
    .set(values)
    .where(and(eq(savingsDeposits.id, id), eq(savingsDeposits.status, from)))
    .returning();
  return row;
}

/** Moves a withdrawal only from the status it was read in. */
export async function moveWithdrawal(
  tx: Tx,
  id: number,
  from: string,
  values: Partial<typeof savingsWithdrawals.$inferInsert>,
) {
  const [row] = await tx
    .update(savingsWithdrawals)
    .set(values)
    .where(and(eq(savingsWithdrawals.id, id), eq(savingsWithdrawals.status, from)))
    .returning();
  return row;
}

export async function listMemberDeposits(db: Reader, memberId: number) {
  return db
    .select()
    .from(savingsDeposits)
    .where(eq(savingsDeposits.memberId, memberId))
    .orderBy(desc(savingsDeposits.createdAt), desc(savingsDeposits.id))
    .limit(MEMBER_LIST_SIZE);
}

export async function listMemberWithdrawals(db: Reader, memberId: number) {
  return db
    .select()
    .from(savingsWithdrawals)
    .where(eq(savingsWithdrawals.memberId, memberId))
    .orderBy(desc(savingsWithdrawals.createdAt), desc(savingsWithdrawals.id))
    .limit(MEMBER_LIST_SIZE);
}

const sukarelaOf = sql<string>`(select coalesce(sum(l.delta), 0) from savings_ledger l
  where l.member_id = "members"."id" and l.kind = 'SUKARELA')`;
const reservedOf = sql<string>`(select coalesce(sum(w.amount), 0) from savings_withdrawals w
  where w.member_id = "members"."id" and w.status in ('PENDING', 'APPROVED'))`;

/** FINANCE's deposit queue, oldest first, with each member's sukarela balance now. */
export async function listDepositQueue(db: Reader, statuses: string[]) {
  return db
    .select({ deposit: savingsDeposits, nik: members.nik, name: members.name, sukarela: sukarelaOf })
    .from(savingsDeposits)
    .innerJoin(members, eq(members.id, savingsDeposits.memberId))
    .where(inArray(savingsDeposits.status, statuses))
    .orderBy(savingsDeposits.createdAt, savingsDeposits.id)
    .limit(200);
}

/** FINANCE's withdrawal queue, oldest first, with each member's balance and what is reserved. */
export async function listWithdrawalQueue(db: Reader, statuses: string[]) {
  return db
    .select({
      withdrawal: savingsWithdrawals,
      nik: members.nik,
      name: members.name,
      sukarela: sukarelaOf,
      reserved: reservedOf,
    })
    .from(savingsWithdrawals)
    .innerJoin(members, eq(members.id, savingsWithdrawals.memberId))
    .where(inArray(savingsWithdrawals.status, statuses))
    .orderBy(savingsWithdrawals.createdAt, savingsWithdrawals.id)
    .limit(200);
}
