import type { AdminPointOffer, PointOfferInput } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { getStaffPointOffersQueryOptions } from './get-staff-point-offers';

/** POST /admin/point-offers (id null) or PUT /admin/point-offers/{id}; resolves with the server's message. */
export async function savePointOffer(id: number | null, input: PointOfferInput): Promise<string> {
  const reply = id
    ? await staffApi.request<AdminPointOffer>(`/admin/point-offers/${id}`, { method: 'PUT', body: input })
    : await staffApi.post<AdminPointOffer>('/admin/point-offers', input);
  return reply.message;
}

export function useSavePointOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PointOfferInput }) => savePointOffer(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getStaffPointOffersQueryOptions().queryKey }),
  });
}
