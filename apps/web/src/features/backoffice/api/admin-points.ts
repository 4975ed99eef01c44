import type {
  AdminMemberPoints,
  AdminPointOffer,
  PointAdjustmentRequest,
  PointLedgerEntry,
  PointOfferInput,
} from '@kopkar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../lib/staff-api';

const offersKey = ['staff', 'point-offers'] as const;
const memberPointsKey = (memberId: number) => ['staff', 'member-points', memberId] as const;

/** GET /admin/point-offers: every offer, active or not (EDITOR). */
export async function getAdminPointOffers(signal?: AbortSignal) {
  return (await staffApi.get<AdminPointOffer[]>('/admin/point-offers', signal)).data;
}

export function useAdminPointOffers() {
  return useQuery({ queryKey: offersKey, queryFn: ({ signal }) => getAdminPointOffers(signal) });
}

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }),
  });
}

/** GET /admin/members/{id}/points: balance and ledger. */
export async function getMemberPoints(memberId: number, signal?: AbortSignal) {
  return (await staffApi.get<AdminMemberPoints>(`/admin/members/${memberId}/points`, signal)).data;
}

export function useMemberPoints(memberId: number) {
  return useQuery({
    queryKey: memberPointsKey(memberId),
    queryFn: ({ signal }) => getMemberPoints(memberId, signal),
  });
}

/** POST /admin/members/{id}/points (ADMIN): a positive delta grants, a negative one deducts. */
export async function adjustMemberPoints(memberId: number, request: PointAdjustmentRequest) {
  return staffApi.post<{ entry: PointLedgerEntry; balance: number }>(
    `/admin/members/${memberId}/points`,
    request,
  );
}

export function useAdjustMemberPoints(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PointAdjustmentRequest) => adjustMemberPoints(memberId, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberPointsKey(memberId) }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'admin-member', memberId] }),
      ]),
  });
}
