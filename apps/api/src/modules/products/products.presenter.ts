import type { Product } from '@kopkar/domain';
import { contentImagePath } from '../content/content-image-path';
import type { ProductRow } from './products.repository';

/** Public URL of a content image (product pictures, articles); null when there is none. */
export function presentProduct(row: ProductRow): Product {
  return {
    id: row.id,
    ProductID: row.id,
    ProductName: row.name,
    FinancePurpose: row.financePurpose,
    FinancePurpos: row.financePurpose,
    ProductDescription: row.description,
    ImagesPath: contentImagePath(row.imageFileId),
  };
}
