import type { payrollActualReportSchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { getEmployerTransfersQueryOptions } from './get-employer-transfers';
import { getPayrollPeriodsQueryOptions } from './get-payroll-periods';
import type { PayrollActualUpload } from './preview-payroll-actual';

/**
 * POST /admin/payroll/{period}/actual/post: books the period from HR's file (at most once: a second call answers the
 * first posting, `summary.alreadyPosted`), with the server's message.
 */
export async function postPayrollActual({ period, ...request }: PayrollActualUpload) {
  const reply = await staffApi.post<unknown>(`/admin/payroll/${period}/actual/post`, request);
  return { report: declaredData<typeof payrollActualReportSchema>(reply.data), message: reply.message };
}

export function usePostPayrollActual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPayrollActual,
    // Whatever the answer, the period may now be posted: its row and its transfers (if read already) are stale.
    onSettled: (_result, _error, { period }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getPayrollPeriodsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getEmployerTransfersQueryOptions(period).queryKey }),
      ]),
  });
}
