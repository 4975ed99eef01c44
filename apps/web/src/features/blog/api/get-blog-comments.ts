import type { BlogComment, blogCommentSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /blog/commentview/{id}: the approved comments of an article, oldest first. */
export async function getBlogComments(articleId: number, signal?: AbortSignal): Promise<BlogComment[]> {
  const reply = await api.get<unknown>(`/blog/commentview/${articleId}`, signal);
  return declaredList<typeof blogCommentSchema>(reply.data);
}

export const getBlogCommentsQueryOptions = (articleId: number | undefined) =>
  queryOptions({
    queryKey: ['blog', 'comments', articleId],
    queryFn: ({ signal }) => getBlogComments(articleId ?? 0, signal),
  });

export function useBlogComments(articleId: number | undefined) {
  return useQuery({ ...getBlogCommentsQueryOptions(articleId), enabled: articleId !== undefined });
}
