import type { ShuDecisionRequest } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { getShuYearsQueryOptions } from './get-shu-years';

/** PUT /admin/shu/{year}: the RAT's decision; resolves with the server's message. */
export async function saveShuDecision(input: {
  year: number;
  decision: ShuDecisionRequest;
}): Promise<string> {
  return (
    await staffApi.request<unknown>(`/admin/shu/${input.year}`, { method: 'PUT', body: input.decision })
  ).message;
}

export function useSaveShuDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShuDecision,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getShuYearsQueryOptions().queryKey }),
  });
}
