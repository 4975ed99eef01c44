import type { FaqCategoryRename } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { contentListKey } from './get-content-list';

/** PUT /admin/content/faq-categories: renames a category on all of its answers; the server's message. */
export async function renameFaqCategory(body: FaqCategoryRename): Promise<string> {
  return (await staffApi.request<unknown>('/admin/content/faq-categories', { method: 'PUT', body })).message;
}

export function useRenameFaqCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameFaqCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentListKey('faqs') }),
  });
}
