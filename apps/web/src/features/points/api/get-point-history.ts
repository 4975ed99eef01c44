import type { PointRedemption, pointRedemptionSchema } from '@kopkar/domain';
import { useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';
import { pointsQueryKey } from './get-point-offers';

/** GET /Poin/History/{id}: the member's coupons, newest first. */
export async function getPointHistory(memberId: number, signal?: AbortSignal): Promise<PointRedemption[]> {
  const reply = await api.get<unknown>(`/Poin/History/${memberId}`, signal);
  return declaredList<typeof pointRedemptionSchema>(reply.data);
}

export function usePointHistory(memberId: number | undefined) {
  return useQuery({
    queryKey: [...pointsQueryKey, 'history', memberId],
    queryFn: ({ signal }) => getPointHistory(memberId as number, signal),
    enabled: memberId !== undefined,
  });
}
