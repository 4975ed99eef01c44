import type { adminMemberPointsSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/members/{id}/points: balance and ledger. */
export async function getMemberPoints(memberId: number, signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(`/admin/members/${memberId}/points`, signal);
  return declaredData<typeof adminMemberPointsSchema>(reply.data);
}

export const getMemberPointsQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: ['staff', 'member-points', memberId],
    queryFn: ({ signal }) => getMemberPoints(memberId, signal),
  });

export function useMemberPoints(memberId: number) {
  return useQuery(getMemberPointsQueryOptions(memberId));
}
