import type { staticPageSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/content/pages: about, terms, privacy. */
export async function getStaffPages(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/content/pages', signal);
  return declaredList<typeof staticPageSchema>(reply.data);
}

export const getStaffPagesQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'content', 'pages'], queryFn: ({ signal }) => getStaffPages(signal) });

export function useStaffPages() {
  return useQuery(getStaffPagesQueryOptions());
}
