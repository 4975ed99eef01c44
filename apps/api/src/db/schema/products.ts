import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, money, rate } from './columns';
import { files } from './files';

/** Loan products (ProductID, ProductName, FinancePurpose, ProductDescription, ImagesPath). */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  financePurpose: text('finance_purpose').notNull(),
  description: text('description').notNull().default(''),
  imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
  isActive: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/** Rate tiers by amount: [minAmount, maxAmount] Rupiah → EffectiveRate (% per year), TenorMax (months). */
export const productRateTiers = pgTable(
  'product_rate_tiers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    effectiveRate: rate('effective_rate').notNull(),
    tenorMax: integer('tenor_max').notNull(),
  },
  (t) => [
    check('product_rate_tiers_amount_check', sql`${t.minAmount} >= 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('product_rate_tiers_rate_check', sql`${t.effectiveRate} > 0 and ${t.effectiveRate} < 100`),
    check('product_rate_tiers_tenor_check', sql`${t.tenorMax} between 6 and 36`),
    unique('product_rate_tiers_product_min_unique').on(t.productId, t.minAmount),
    index('product_rate_tiers_product_idx').on(t.productId),
  ],
);
