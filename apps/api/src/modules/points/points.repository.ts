import { and, desc, eq, gt, isNull, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { members, pointOffers, pointRedemptions, pointsLedger } from '../../db/schema';

type Reader = Pick<Database, 'select'>;
export type OfferRow = typeof pointOffers.$inferSelect;
export type LedgerRow = typeof pointsLedger.$inferSelect;

/**
 * Locks the member row for the rest of the transaction. Every deduction (redeem, staff deduction) takes this
 * lock before summing the ledger, so two deductions of one member never both see the same balance.
 */
export async function lockMemberForPoints(tx: Tx, memberId: number) {
  const [row] = await tx
    .select({ id: members.id, isActive: members.isActive })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row;
}

/** The balance: the sum of the member's ledger (docs/product/points.md). */
export async function sumLedger(db: Reader, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(pointsLedger.delta) })
    .from(pointsLedger)
    .where(eq(pointsLedger.memberId, memberId));
  return Number(row?.total ?? 0);
}

/** Offers a member may redeem now: active and not sold out, cheapest first. */
export async function listRedeemableOffers(db: Reader): Promise<OfferRow[]> {
  return db
    .select()
    .from(pointOffers)
    .where(and(eq(pointOffers.isActive, true), or(isNull(pointOffers.stock), gt(pointOffers.stock, 0))))
    .orderBy(pointOffers.value, pointOffers.id);
}

export async function findOffer(db: Reader, id: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(pointOffers).where(eq(pointOffers.id, id));
  return row;
}

/**
 * Takes one unit of an offer's stock in one statement (no limit: nothing to take). Returns false when the
 * offer is inactive or sold out; concurrent callers can never take the last unit twice.
 */
export async function takeOfferStock(tx: Tx, offerId: number): Promise<boolean> {
  const rows = await tx
    .update(pointOffers)
    .set({ stock: sql`case when ${pointOffers.stock} is null then null else ${pointOffers.stock} - 1 end` })
    .where(
      and(
        eq(pointOffers.id, offerId),
        eq(pointOffers.isActive, true),
        or(isNull(pointOffers.stock), gt(pointOffers.stock, 0)),
      ),
    )
    .returning({ id: pointOffers.id });
  return rows.length === 1;
}

const redemptionColumns = {
  id: pointRedemptions.id,
  offerId: pointRedemptions.offerId,
  value: pointRedemptions.value,
  status: pointRedemptions.status,
  validUntil: pointRedemptions.validUntil,
  createdAt: pointRedemptions.createdAt,
  title: pointOffers.title,
  validityMonths: pointOffers.validityMonths,
  imageFileId: pointOffers.imageFileId,
};
export type RedemptionRow = {
  id: number;
  offerId: number;
  value: number;
  status: string;
  validUntil: string;
  createdAt: Date | string;
  title: string;
  validityMonths: number;
  imageFileId: number | null;
};

/** The member's coupons with their offer's title and picture, newest first. */
export async function listRedemptions(db: Reader, memberId: number): Promise<RedemptionRow[]> {
  return db
    .select(redemptionColumns)
    .from(pointRedemptions)
    .innerJoin(pointOffers, eq(pointOffers.id, pointRedemptions.offerId))
    .where(eq(pointRedemptions.memberId, memberId))
    .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id));
}

export async function findRedemption(db: Reader, id: number): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .select(redemptionColumns)
    .from(pointRedemptions)
    .innerJoin(pointOffers, eq(pointOffers.id, pointRedemptions.offerId))
    .where(eq(pointRedemptions.id, id));
  return row;
}

export async function findRedemptionByKey(tx: Tx, memberId: number, key: string) {
  const [row] = await tx
    .select({ id: pointRedemptions.id, requestHash: pointRedemptions.requestHash })
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.idempotencyKey, key)));
  return row;
}

export async function insertRedemption(
  tx: Tx,
  values: {
    memberId: number;
    offerId: number;
    value: number;
    validUntil: string;
    idempotencyKey: string | null;
    requestHash: string | null;
  },
): Promise<number> {
  const [row] = await tx.insert(pointRedemptions).values(values).returning({ id: pointRedemptions.id });
  if (!row) throw new Error('redemption insert returned no row');
  return row.id;
}

export async function insertLedgerEntry(
  tx: Tx,
  values: { memberId: number; delta: number; reason: string; ref: string | null; note?: string | null },
): Promise<LedgerRow> {
  const [row] = await tx.insert(pointsLedger).values(values).returning();
  if (!row) throw new Error('ledger insert returned no row');
  return row;
}

/** The member's ledger, newest first. */
export async function listLedger(db: Reader, memberId: number): Promise<LedgerRow[]> {
  return db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.memberId, memberId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id));
}

/**
 * Payroll's on-time points, for its one set-based statement (a data-modifying CTE): `points` per row of `paid` (a
 * CTE with id, due_date and member_id of the instalments paid) due on or after `periodStart`, once per instalment
 * (unique ref). Returns one row per entry written.
 */
export const awardInstalmentPoints = (paid: SQL, points: number, periodStart: string): SQL => sql`
  insert into points_ledger (member_id, delta, reason, ref)
  select member_id, ${points}, 'INSTALMENT', 'instalment:' || id from ${paid}
  where due_date >= ${periodStart} and ${points} > 0
  on conflict do nothing
  returning 1`;
