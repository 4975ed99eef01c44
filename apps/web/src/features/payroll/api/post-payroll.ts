import type { PayrollRequest, payrollSummarySchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { getPayrollPeriodsQueryOptions } from './get-payroll-periods';

/** POST /admin/payroll/post: books the period (at most once; a second call answers the first posting). */
export async function postPayroll(request: PayrollRequest) {
  const reply = await staffApi.post<unknown>('/admin/payroll/post', request);
  return { summary: declaredData<typeof payrollSummarySchema>(reply.data), message: reply.message };
}

export function usePostPayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPayroll,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getPayrollPeriodsQueryOptions().queryKey }),
  });
}
