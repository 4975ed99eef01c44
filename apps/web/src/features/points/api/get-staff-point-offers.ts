import type { adminPointOfferSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/point-offers: every offer, active or not (EDITOR). */
export async function getStaffPointOffers(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/point-offers', signal);
  return declaredList<typeof adminPointOfferSchema>(reply.data);
}

export const getStaffPointOffersQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'point-offers'], queryFn: ({ signal }) => getStaffPointOffers(signal) });

export function useStaffPointOffers() {
  return useQuery(getStaffPointOffersQueryOptions());
}
