import { type Product, productSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET /product: the loan products a member can choose as the purpose of a loan. */
export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  const reply = await api.get<unknown>('/product', signal);
  return z.array(productSchema).parse(reply.data);
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['products'],
    queryFn: ({ signal }) => getProducts(signal),
    staleTime: 10 * 60 * 1000,
  });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
