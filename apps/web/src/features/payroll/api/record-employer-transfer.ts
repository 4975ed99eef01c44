import type { EmployerTransferRequest, employerTransfersSchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { getEmployerTransfersQueryOptions } from './get-employer-transfers';
import { getPayrollReconciliationQueryOptions } from './get-payroll-reconciliation';

/** POST /admin/payroll/{period}/transfers (FINANCE): the period as it is after the transfer, and the server's message. */
export async function recordEmployerTransfer({
  period,
  transfer,
}: {
  period: string;
  transfer: EmployerTransferRequest;
}) {
  const reply = await staffApi.post<unknown>(`/admin/payroll/${period}/transfers`, transfer);
  return { transfers: declaredData<typeof employerTransfersSchema>(reply.data), message: reply.message };
}

export function useRecordEmployerTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordEmployerTransfer,
    onSuccess: ({ transfers }, { period }) => {
      queryClient.setQueryData(getEmployerTransfersQueryOptions(period).queryKey, transfers);
      // The reconciliation's transfer figures (received, outstanding) moved with it.
      return queryClient.invalidateQueries({
        queryKey: getPayrollReconciliationQueryOptions(period).queryKey,
      });
    },
    // A refusal (another transfer landed first, a closed month) may mean the figures moved: read them again.
    onError: (_error, { period }) =>
      queryClient.invalidateQueries({ queryKey: getEmployerTransfersQueryOptions(period).queryKey }),
  });
}
