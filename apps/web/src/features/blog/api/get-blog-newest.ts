import type { BlogArticle, blogNewestSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /blog/newest: the two newest articles for the list's header (docs/product/screens.md). */
export async function getNewestArticles(limit: number, signal?: AbortSignal): Promise<BlogArticle[]> {
  const reply = await api.get<unknown>(`/blog/newest?limit=${limit}`, signal);
  return declaredData<typeof blogNewestSchema>(reply.data);
}

export const getNewestArticlesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['blog', 'newest', limit],
    queryFn: ({ signal }) => getNewestArticles(limit, signal),
  });

export function useNewestArticles(limit = 2) {
  return useQuery(getNewestArticlesQueryOptions(limit));
}
