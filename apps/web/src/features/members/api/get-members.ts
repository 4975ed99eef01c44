import type { adminMemberPageSchema } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { memberListKey } from './member-keys';

export type MemberListFilter = {
  q: string;
  status: 'all' | 'active' | 'resigned';
  page: number;
  pageSize: number;
};

/** GET /admin/members: search by NIK, name or company, paginated (pages from 1). */
export async function getMembers(filter: MemberListFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({
    status: filter.status,
    page: String(filter.page),
    pageSize: String(filter.pageSize),
  });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  const reply = await staffApi.get<unknown>(`/admin/members?${params}`, signal);
  return declaredData<typeof adminMemberPageSchema>(reply.data);
}

export const getMembersQueryOptions = (filter: MemberListFilter) =>
  queryOptions({
    queryKey: [...memberListKey, filter],
    queryFn: ({ signal }) => getMembers(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useMembers(filter: MemberListFilter) {
  return useQuery(getMembersQueryOptions(filter));
}
