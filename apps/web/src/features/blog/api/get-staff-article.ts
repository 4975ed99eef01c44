import type { adminBlogArticleSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ADMIN_BLOG_KEY } from './get-admin-articles';

/** GET /admin/blog/{id}: one article as the editor sees it. */
export async function getAdminArticle(id: number, signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(`/admin/blog/${id}`, signal);
  return declaredData<typeof adminBlogArticleSchema>(reply.data);
}

export const getAdminArticleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_BLOG_KEY, 'article', id],
    queryFn: ({ signal }) => getAdminArticle(id, signal),
  });

export function useAdminArticle(id: number | null) {
  return useQuery({ ...getAdminArticleQueryOptions(id ?? 0), enabled: id !== null });
}
