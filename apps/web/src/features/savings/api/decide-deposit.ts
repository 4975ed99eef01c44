import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import type { QueueDecisionInput } from '@/lib/use-queue-decision';
import { getDepositQueueQueryOptions } from './get-deposit-queue';

export type DepositDecision = 'confirm' | 'reject';

/** POST /admin/savings/deposits/{id}/{decision}: reject carries the reason the member reads. */
export async function decideDeposit(input: QueueDecisionInput<DepositDecision>): Promise<string> {
  const body = input.reason ? { reason: input.reason } : {};
  return (await staffApi.post<unknown>(`/admin/savings/deposits/${input.id}/${input.decision}`, body))
    .message;
}

export function useDecideDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDeposit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getDepositQueueQueryOptions().queryKey }),
  });
}
