import type { PointRedemption, pointRedemptionSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';
import { pointsQueryKey } from './get-point-offers';

/** GET /Poin/History/{id}: the member's coupons, newest first. */
export async function getPointHistory(memberId: number, signal?: AbortSignal): Promise<PointRedemption[]> {
  const reply = await api.get<unknown>(`/Poin/History/${memberId}`, signal);
  return declaredList<typeof pointRedemptionSchema>(reply.data);
}

export const getPointHistoryQueryOptions = (memberId: number | undefined) =>
  queryOptions({
    queryKey: [...pointsQueryKey, 'history', memberId],
    queryFn: ({ signal }) => getPointHistory(memberId as number, signal),
  });

export function usePointHistory(memberId: number | undefined) {
  return useQuery({ ...getPointHistoryQueryOptions(memberId), enabled: memberId !== undefined });
}
