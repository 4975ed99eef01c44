import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { ADMIN_BLOG_KEY } from './blog-keys';

export type ArticleAction = 'publish' | 'unpublish' | 'delete' | 'remove-cover';

/** Publish, unpublish, delete, or remove the cover; resolves with the server's message. */
export async function runArticleAction(id: number, action: ArticleAction, publishDate?: string | null) {
  if (action === 'delete') return (await staffApi.request(`/admin/blog/${id}`, { method: 'DELETE' })).message;
  if (action === 'remove-cover') {
    return (await staffApi.request(`/admin/blog/${id}/cover`, { method: 'DELETE' })).message;
  }
  const body = action === 'publish' && publishDate ? { publishDate } : {};
  return (await staffApi.post(`/admin/blog/${id}/${action}`, body)).message;
}

export function useArticleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      publishDate,
    }: {
      id: number;
      action: ArticleAction;
      publishDate?: string | null;
    }) => runArticleAction(id, action, publishDate),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEY }),
  });
}
