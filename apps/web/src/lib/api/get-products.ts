import type { Product, productSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /product: the loan products (the landing page's cards, the form's purposes). */
export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  const reply = await api.get<unknown>('/product', signal);
  return declaredList<typeof productSchema>(reply.data);
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
