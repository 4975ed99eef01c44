import type { PageInput, PageSlug, staticPageSchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { getStaffPagesQueryOptions } from './get-staff-pages';

/** PUT /admin/content/pages/{slug}: the server sanitises the HTML and replies with what it stored. */
export async function savePage(slug: PageSlug, body: PageInput) {
  const reply = await staffApi.request<unknown>(`/admin/content/pages/${slug}`, { method: 'PUT', body });
  return { ...reply, data: declaredData<typeof staticPageSchema>(reply.data) };
}

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: PageSlug; body: PageInput }) => savePage(slug, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getStaffPagesQueryOptions().queryKey }),
  });
}
