import type { BlogArticle, blogArticleSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /blog/{id}: an article by its slug (the URL's) or id. */
export async function getBlogArticle(slugOrId: string, signal?: AbortSignal): Promise<BlogArticle> {
  const reply = await api.get<unknown>(`/blog/${encodeURIComponent(slugOrId)}`, signal);
  return declaredData<typeof blogArticleSchema>(reply.data);
}

export const getBlogArticleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'article', slug],
    queryFn: ({ signal }) => getBlogArticle(slug, signal),
    retry: false,
  });

export function useBlogArticle(slug: string) {
  return useQuery(getBlogArticleQueryOptions(slug));
}
