import type { AdminSavingsDeposit, AdminSavingsWithdrawal } from '@kopkar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';

export type { AdminSavingsDeposit, AdminSavingsWithdrawal };
export type DepositDecision = 'confirm' | 'reject';
export type WithdrawalDecision = 'approve' | 'pay' | 'reject';

const depositsKey = ['staff', 'savings', 'deposits'] as const;
const withdrawalsKey = ['staff', 'savings', 'withdrawals'] as const;

/** GET /admin/savings/deposits: sukarela deposits waiting for FINANCE, oldest first. */
export function useDepositQueue() {
  return useQuery({
    queryKey: depositsKey,
    queryFn: async ({ signal }) =>
      (await staffApi.get<AdminSavingsDeposit[]>('/admin/savings/deposits', signal)).data,
  });
}

/** GET /admin/savings/withdrawals: withdrawals to approve and to pay, oldest first. */
export function useWithdrawalQueue() {
  return useQuery({
    queryKey: withdrawalsKey,
    queryFn: async ({ signal }) =>
      (await staffApi.get<AdminSavingsWithdrawal[]>('/admin/savings/withdrawals', signal)).data,
  });
}

/** POST /admin/savings/deposits/{id}/{decision}: reject carries the reason the member reads. */
export function useDecideDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; decision: DepositDecision; reason?: string }) =>
      (
        await staffApi.post<unknown>(
          `/admin/savings/deposits/${input.id}/${input.decision}`,
          input.reason ? { reason: input.reason } : {},
        )
      ).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositsKey }),
  });
}

/** POST /admin/savings/withdrawals/{id}/{decision}. */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; decision: WithdrawalDecision; reason?: string }) =>
      (
        await staffApi.post<unknown>(
          `/admin/savings/withdrawals/${input.id}/${input.decision}`,
          input.reason ? { reason: input.reason } : {},
        )
      ).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
  });
}
