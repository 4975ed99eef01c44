import type { AdminProduct } from '@kopkar/domain';
import type { productRateTiers } from '../../db/schema';
import { contentImagePath } from '../content/content-image-path';
import type { ProductRow } from './products.repository';

type TierRow = typeof productRateTiers.$inferSelect;

/** A product as the back office edits it, tiers by amount. */
export function presentAdminProduct(row: ProductRow, tiers: TierRow[]): AdminProduct {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    financePurpose: row.financePurpose,
    description: row.description,
    isActive: row.isActive,
    sort: row.sort,
    imageUrl: contentImagePath(row.imageFileId),
    tiers: tiers
      .filter((tier) => tier.productId === row.id)
      .sort((a, b) => a.minAmount - b.minAmount)
      .map((tier) => ({
        id: tier.id,
        minAmount: tier.minAmount,
        maxAmount: tier.maxAmount,
        effectiveRate: Number(tier.effectiveRate),
        tenorMax: tier.tenorMax,
      })),
  };
}
