import type { staticPageSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/content/pages: about, terms, privacy. */
export async function getAdminPages(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/content/pages', signal);
  return declaredList<typeof staticPageSchema>(reply.data);
}

export const getAdminPagesQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'content', 'pages'], queryFn: ({ signal }) => getAdminPages(signal) });

export function useAdminPages() {
  return useQuery(getAdminPagesQueryOptions());
}
