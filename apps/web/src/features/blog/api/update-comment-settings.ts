import type { BlogCommentSettings, blogCommentSettingsSchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { getCommentSettingsQueryOptions } from './get-comment-settings';

/** PUT /admin/blog/comment-settings: replies with the stored settings. */
export async function updateCommentSettings(settings: BlogCommentSettings) {
  const reply = await staffApi.request<unknown>('/admin/blog/comment-settings', {
    method: 'PUT',
    body: settings,
  });
  return declaredData<typeof blogCommentSettingsSchema>(reply.data);
}

export function useUpdateCommentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommentSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getCommentSettingsQueryOptions().queryKey }),
  });
}
