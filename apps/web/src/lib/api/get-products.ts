import type { Product } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /product: the loan products (the landing page's cards, the form's purposes), parsed with the domain's
 * schema. The parser is loaded with the reply, not with the page: the landing page is the first page a visitor
 * loads and zod would add ~25 kB (gzip) to its first chunk.
 */
export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  const reply = await api.get<unknown>('/product', signal);
  const { parseProducts } = await import('./parse-products');
  return parseProducts(reply.data);
}

export const getProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products'],
    queryFn: ({ signal }) => getProducts(signal),
    staleTime: 10 * 60 * 1000,
  });

export function useProducts() {
  return useQuery(getProductsQueryOptions());
}
