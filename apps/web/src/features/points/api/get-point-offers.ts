import type { PointOffer, pointOfferSchema } from '@kopkar/domain';
import { useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

export const pointsQueryKey = ['points'] as const;

/** GET /Poin: the offers a member can redeem now. */
export async function getPointOffers(signal?: AbortSignal): Promise<PointOffer[]> {
  const reply = await api.get<unknown>('/Poin', signal);
  return declaredList<typeof pointOfferSchema>(reply.data);
}

export function usePointOffers() {
  return useQuery({
    queryKey: [...pointsQueryKey, 'offers'],
    queryFn: ({ signal }) => getPointOffers(signal),
  });
}
