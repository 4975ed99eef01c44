import type { adminBlogArticleSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ADMIN_BLOG_KEY } from './blog-keys';

/** GET /admin/blog/{id}: one article as the editor sees it. */
export async function getStaffArticle(id: number, signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(`/admin/blog/${id}`, signal);
  return declaredData<typeof adminBlogArticleSchema>(reply.data);
}

export const getStaffArticleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_BLOG_KEY, 'article', id],
    queryFn: ({ signal }) => getStaffArticle(id, signal),
  });

export function useStaffArticle(id: number | null) {
  return useQuery({ ...getStaffArticleQueryOptions(id ?? 0), enabled: id !== null });
}
