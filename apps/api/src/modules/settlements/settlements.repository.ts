import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { settlements } from '../../db/schema';

export type SettlementRow = typeof settlements.$inferSelect;

/** The latest request of an agreement (the one that decides its settlement state). */
export async function findLatestSettlement(
  db: Database,
  agreementId: number,
): Promise<SettlementRow | undefined> {
  const [row] = await db
    .select()
    .from(settlements)
    .where(eq(settlements.agreementId, agreementId))
    .orderBy(desc(settlements.requestedAt), desc(settlements.id))
    .limit(1);
  return row;
}

export async function lockSettlement(tx: Tx, id: number): Promise<SettlementRow | undefined> {
  const [row] = await tx.select().from(settlements).where(eq(settlements.id, id)).for('update');
  return row;
}

export async function insertSettlement(
  tx: Tx,
  values: typeof settlements.$inferInsert,
): Promise<SettlementRow> {
  const [row] = await tx.insert(settlements).values(values).returning();
  if (!row) throw new Error('settlement insert returned no row');
  return row;
}

/**
 * Moves a request from one status to the next only if it is still in the old one (the domain's rule for
 * applying a transition); returns the updated row, or undefined when someone else moved it first.
 */
export async function moveSettlement(
  tx: Tx,
  id: number,
  from: string,
  values: Partial<typeof settlements.$inferInsert> & { status: string },
): Promise<SettlementRow | undefined> {
  const [row] = await tx
    .update(settlements)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(settlements.id, id), eq(settlements.status, from)))
    .returning();
  return row;
}

/** The confirmed (PAI) settlement of an agreement, if it was settled early. */
export async function findPaidSettlement(
  db: Database,
  agreementId: number,
): Promise<SettlementRow | undefined> {
  const [row] = await db
    .select()
    .from(settlements)
    .where(and(eq(settlements.agreementId, agreementId), eq(settlements.status, 'PAI')))
    .limit(1);
  return row;
}
