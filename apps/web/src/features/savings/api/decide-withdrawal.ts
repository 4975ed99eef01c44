import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import type { QueueDecisionInput } from '@/lib/use-queue-decision';
import { getWithdrawalQueueQueryOptions } from './get-withdrawal-queue';

export type WithdrawalDecision = 'approve' | 'pay' | 'reject';

/** POST /admin/savings/withdrawals/{id}/{decision}: reject carries the reason the member reads. */
export async function decideWithdrawal(input: QueueDecisionInput<WithdrawalDecision>): Promise<string> {
  const body = input.reason ? { reason: input.reason } : {};
  return (await staffApi.post<unknown>(`/admin/savings/withdrawals/${input.id}/${input.decision}`, body))
    .message;
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getWithdrawalQueueQueryOptions().queryKey }),
  });
}
