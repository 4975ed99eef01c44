import type { Page } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import type { AdminMemberDetail, AdminMemberListItem } from './admin-types';

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
  return (await staffApi.get<Page<AdminMemberListItem>>(`/admin/members?${params}`, signal)).data;
}

export function useMembers(filter: MemberListFilter) {
  return useQuery({
    queryKey: ['staff', 'admin-members', filter],
    queryFn: ({ signal }) => getMembers(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/members/{id}. */
export async function getMember(id: number, signal?: AbortSignal) {
  return (await staffApi.get<AdminMemberDetail>(`/admin/members/${id}`, signal)).data;
}

export const getMemberQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['staff', 'admin-member', id], queryFn: ({ signal }) => getMember(id, signal) });

export function useMember(id: number) {
  return useQuery(getMemberQueryOptions(id));
}

/** POST /admin/members/{id}/deactivate or /reset-password; resolves with the server's message. */
export async function runMemberAction(id: number, action: 'deactivate' | 'reset-password'): Promise<string> {
  return (await staffApi.post(`/admin/members/${id}/${action}`, {})).message;
}

export function useMemberAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'deactivate' | 'reset-password') => runMemberAction(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
