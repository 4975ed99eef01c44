import type { BlogCommentReply, BlogCommentRequest, blogCommentReplySchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';
import { getBlogCommentsQueryOptions } from './get-blog-comments';

/** POST /blog/comment (docs/product/api.md): the comment and the server's message (held for moderation, or shown). */
export async function postBlogComment(
  request: BlogCommentRequest,
): Promise<{ comment: BlogCommentReply; message: string }> {
  const reply = await api.post<unknown>('/blog/comment', request);
  return { comment: declaredData<typeof blogCommentReplySchema>(reply.data), message: reply.message };
}

export function usePostBlogComment(articleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBlogComment,
    onSuccess: ({ comment }) => {
      if (comment.status === 'APPROVED') {
        void queryClient.invalidateQueries({ queryKey: getBlogCommentsQueryOptions(articleId).queryKey });
      }
    },
  });
}
