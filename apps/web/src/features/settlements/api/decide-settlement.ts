import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import type { QueueDecisionInput } from '@/lib/use-queue-decision';
import { getSettlementQueueQueryOptions } from './get-settlement-queue';

export type SettlementDecision = 'approve' | 'reject' | 'confirm' | 'send-back';

/** POST /admin/settlements/{id}/{decision}: reject and send-back carry the reason the member will read. */
export async function decideSettlement(input: QueueDecisionInput<SettlementDecision>): Promise<string> {
  const body = input.reason === undefined ? {} : { reason: input.reason };
  return (await staffApi.post<unknown>(`/admin/settlements/${input.id}/${input.decision}`, body)).message;
}

export function useDecideSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSettlement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSettlementQueueQueryOptions().queryKey }),
  });
}
