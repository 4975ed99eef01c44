import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productRateTiers, products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;

export async function listActiveProducts(db: Database): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.sort), asc(products.id));
}

export async function findProduct(db: Database, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** The product's rate tiers as the domain reads them (rates as numbers, % per year). */
export async function listRateTiers(db: Database, productId: number) {
  const rows = await db.select().from(productRateTiers).where(eq(productRateTiers.productId, productId));
  return rows.map((row) => ({
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    effectiveRatePercent: Number(row.effectiveRate),
    tenorMax: row.tenorMax,
  }));
}
