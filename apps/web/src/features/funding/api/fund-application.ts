import type { FundingRequest, FundingResult, fundingResultSchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { getFundingQueueQueryOptions } from './get-funding-queue';

/** POST /admin/funding/{id}: creates the agreement (idempotent: a second call answers the same one). */
export async function fundApplication(
  id: number,
  request: FundingRequest,
): Promise<{ result: FundingResult; message: string }> {
  const reply = await staffApi.post<unknown>(`/admin/funding/${id}`, request);
  return { result: declaredData<typeof fundingResultSchema>(reply.data), message: reply.message };
}

export function useFundApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FundingRequest) => fundApplication(id, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getFundingQueueQueryOptions().queryKey }),
  });
}
