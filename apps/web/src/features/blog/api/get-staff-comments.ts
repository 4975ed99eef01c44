import { type AdminBlogCommentListQuery, adminBlogCommentSchema, adminPageSchema } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { BLOG_COMMENTS_KEY } from './blog-keys';

const commentPageSchema = adminPageSchema(adminBlogCommentSchema);

/** GET /admin/blog/comments: the moderation queue (PENDING by default, oldest first). */
export async function getStaffComments(query: AdminBlogCommentListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    status: query.status,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.q?.trim()) params.set('q', query.q.trim());
  const reply = await staffApi.get<unknown>(`/admin/blog/comments?${params}`, signal);
  return declaredData<typeof commentPageSchema>(reply.data);
}

export const getStaffCommentsQueryOptions = (query: AdminBlogCommentListQuery) =>
  queryOptions({
    queryKey: [...BLOG_COMMENTS_KEY, query],
    queryFn: ({ signal }) => getStaffComments(query, signal),
    placeholderData: keepPreviousData,
  });

export function useStaffComments(query: AdminBlogCommentListQuery) {
  return useQuery(getStaffCommentsQueryOptions(query));
}
