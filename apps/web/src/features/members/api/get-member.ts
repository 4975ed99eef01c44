import type { adminMemberDetailSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/members/{id}: profile, balances, loans and settlements. */
export async function getMember(id: number, signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(`/admin/members/${id}`, signal);
  return declaredData<typeof adminMemberDetailSchema>(reply.data);
}

export const getMemberQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['staff', 'admin-member', id], queryFn: ({ signal }) => getMember(id, signal) });

export function useMember(id: number) {
  return useQuery(getMemberQueryOptions(id));
}
