import { type Product, productSchema } from '@kopkar/domain';

/** The /product reply checked against the domain's schema (its own chunk: see get-products.ts). */
export function parseProducts(data: unknown): Product[] {
  return productSchema.array().parse(data);
}
