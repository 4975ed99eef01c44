import type { RepaymentChannel, repaymentChannelReplySchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { getMemberQueryOptions } from './get-member';

/** PUT /admin/members/{id}/repayment-channel (ADMIN): salary deduction or transfer (reminders). */
export async function setRepaymentChannel(memberId: number, repaymentChannel: RepaymentChannel) {
  const reply = await staffApi.request<unknown>(`/admin/members/${memberId}/repayment-channel`, {
    method: 'PUT',
    body: { repaymentChannel },
  });
  return { message: reply.message, data: declaredData<typeof repaymentChannelReplySchema>(reply.data) };
}

export function useSetRepaymentChannel(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: RepaymentChannel) => setRepaymentChannel(memberId, channel),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getMemberQueryOptions(memberId).queryKey }),
  });
}
