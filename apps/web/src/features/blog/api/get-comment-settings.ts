import type { blogCommentSettingsSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { BLOG_COMMENTS_KEY } from './blog-keys';

/** GET /admin/blog/comment-settings: whether new comments are published without moderation. */
export async function getCommentSettings(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/blog/comment-settings', signal);
  return declaredData<typeof blogCommentSettingsSchema>(reply.data);
}

export const getCommentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...BLOG_COMMENTS_KEY, 'settings'],
    queryFn: ({ signal }) => getCommentSettings(signal),
  });

export function useCommentSettings() {
  return useQuery(getCommentSettingsQueryOptions());
}
