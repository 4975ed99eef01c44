import type { PayrollRequest, payrollSummarySchema } from '@kopkar/domain';
import { useMutation } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** POST /admin/payroll/preview: what posting the period would do, in figures. */
export async function previewPayroll(request: PayrollRequest) {
  const reply = await staffApi.post<unknown>('/admin/payroll/preview', request);
  return declaredData<typeof payrollSummarySchema>(reply.data);
}

export function usePreviewPayroll() {
  return useMutation({ mutationFn: previewPayroll });
}
