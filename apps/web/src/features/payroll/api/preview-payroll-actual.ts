import type { PayrollActualRequest, payrollActualReportSchema } from '@kopkar/domain';
import { useMutation } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** A period and HR's file of actual deductions (base64, no `data:` prefix) for preview or post. */
export type PayrollActualUpload = PayrollActualRequest & { period: string };

/**
 * POST /admin/payroll/{period}/actual/preview: HR's file matched against the period's instruction, in figures.
 * Books nothing; only freezes the period's instruction. A bad file answers 422 with one `data.errors` per problem.
 */
export async function previewPayrollActual({ period, ...request }: PayrollActualUpload) {
  const reply = await staffApi.post<unknown>(`/admin/payroll/${period}/actual/preview`, request);
  return declaredData<typeof payrollActualReportSchema>(reply.data);
}

export function usePreviewPayrollActual() {
  return useMutation({ mutationFn: previewPayrollActual });
}
