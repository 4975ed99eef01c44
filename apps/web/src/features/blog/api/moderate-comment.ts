import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { ADMIN_BLOG_KEY, BLOG_COMMENTS_KEY } from './blog-keys';

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
    // The queue and the articles' pending-comment counts both change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BLOG_COMMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEY }),
      ]),
  });
}
