import type { PointOffer, pointOfferSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** The key every member points entry starts with: a redemption refreshes them all. */
export const pointsQueryKey = ['points'] as const;

/** GET /Poin: the offers a member can redeem now. */
export async function getPointOffers(signal?: AbortSignal): Promise<PointOffer[]> {
  const reply = await api.get<unknown>('/Poin', signal);
  return declaredList<typeof pointOfferSchema>(reply.data);
}

export const getPointOffersQueryOptions = () =>
  queryOptions({
    queryKey: [...pointsQueryKey, 'offers'],
    queryFn: ({ signal }) => getPointOffers(signal),
  });

export function usePointOffers() {
  return useQuery(getPointOffersQueryOptions());
}
