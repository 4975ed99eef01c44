import type { PointAdjustmentRequest, PointLedgerEntry } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { getMemberPointsQueryOptions } from './get-member-points';

/** POST /admin/members/{id}/points (ADMIN): a positive delta grants, a negative one deducts. */
export async function adjustMemberPoints(memberId: number, request: PointAdjustmentRequest) {
  return staffApi.post<{ entry: PointLedgerEntry; balance: number }>(
    `/admin/members/${memberId}/points`,
    request,
  );
}

/** `onAdjusted` refreshes the balance the page around shows (the member's facts, another feature's query). */
export function useAdjustMemberPoints(memberId: number, onAdjusted: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PointAdjustmentRequest) => adjustMemberPoints(memberId, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMemberPointsQueryOptions(memberId).queryKey }),
        onAdjusted(),
      ]),
  });
}
