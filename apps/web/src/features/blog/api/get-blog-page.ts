import type { BlogPage, blogPageSchema } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';
import { type BlogFilters, toPaginateQuery } from '../lib/blog-filters';

/** GET /blog/paginate (docs/product/api.md): one page of articles for the filters. */
export async function getBlogPage(filters: BlogFilters, signal?: AbortSignal): Promise<BlogPage> {
  const reply = await api.get<unknown>(`/blog/paginate?${toPaginateQuery(filters)}`, signal);
  return declaredData<typeof blogPageSchema>(reply.data);
}

export const getBlogPageQueryOptions = (filters: BlogFilters) =>
  queryOptions({
    queryKey: ['blog', 'page', filters],
    queryFn: ({ signal }) => getBlogPage(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useBlogPage(filters: BlogFilters) {
  return useQuery(getBlogPageQueryOptions(filters));
}
