import type { AdminBlogComment, AdminBlogCommentListQuery, BlogCommentSettings, Page } from '@kopkar/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';

const KEY = ['staff', 'blog-comments'] as const;

/** GET /admin/blog/comments: the moderation queue (PENDING by default, oldest first). */
export async function getAdminComments(query: AdminBlogCommentListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    status: query.status,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.q?.trim()) params.set('q', query.q.trim());
  return (await staffApi.get<Page<AdminBlogComment>>(`/admin/blog/comments?${params}`, signal)).data;
}

export function useAdminComments(query: AdminBlogCommentListQuery) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: ({ signal }) => getAdminComments(query, signal),
    placeholderData: keepPreviousData,
  });
}

export type CommentAction = 'approve' | 'reject' | 'delete';

/** Approve, reject or delete a comment; resolves with the server's message. */
export async function moderateComment(id: number, action: CommentAction): Promise<string> {
  if (action === 'delete')
    return (await staffApi.request(`/admin/blog/comments/${id}`, { method: 'DELETE' })).message;
  return (await staffApi.post(`/admin/blog/comments/${id}/${action}`, {})).message;
}

export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: CommentAction }) => moderateComment(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export function useCommentSettings() {
  return useQuery({
    queryKey: [...KEY, 'settings'],
    queryFn: async ({ signal }) =>
      (await staffApi.get<BlogCommentSettings>('/admin/blog/comment-settings', signal)).data,
  });
}

export function useUpdateCommentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: BlogCommentSettings) =>
      (
        await staffApi.request<BlogCommentSettings>('/admin/blog/comment-settings', {
          method: 'PUT',
          body: settings,
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'settings'] }),
  });
}
