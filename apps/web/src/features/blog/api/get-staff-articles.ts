import { type AdminBlogListQuery, adminBlogArticleSchema, adminPageSchema } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ADMIN_BLOG_KEY } from './blog-keys';

const articlePageSchema = adminPageSchema(adminBlogArticleSchema);

/** GET /admin/blog: every article, drafts too, searchable and paginated. */
export async function getStaffArticles(query: AdminBlogListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    status: query.status,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.q?.trim()) params.set('q', query.q.trim());
  const reply = await staffApi.get<unknown>(`/admin/blog?${params}`, signal);
  return declaredData<typeof articlePageSchema>(reply.data);
}

export const getStaffArticlesQueryOptions = (query: AdminBlogListQuery) =>
  queryOptions({
    queryKey: [...ADMIN_BLOG_KEY, 'list', query],
    queryFn: ({ signal }) => getStaffArticles(query, signal),
    placeholderData: keepPreviousData,
  });

export function useStaffArticles(query: AdminBlogListQuery) {
  return useQuery(getStaffArticlesQueryOptions(query));
}
