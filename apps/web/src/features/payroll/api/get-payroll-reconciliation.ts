import type { payrollReconciliationSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { downloadFile } from '@/lib/download-file';
import { staffApi } from '@/lib/staff-api';

/**
 * GET /admin/payroll/{period}/reconciliation (FINANCE): a period posted from HR's file per company, the employer's
 * transfers and every member whose deduction differs. 404 before posting; 409 for a period posted without HR's file.
 */
export async function getPayrollReconciliation(period: string, signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(`/admin/payroll/${period}/reconciliation`, signal);
  return declaredData<typeof payrollReconciliationSchema>(reply.data);
}

export const getPayrollReconciliationQueryOptions = (period: string) =>
  queryOptions({
    queryKey: ['staff', 'payroll', period, 'reconciliation'],
    queryFn: ({ signal }) => getPayrollReconciliation(period, signal),
  });

export function usePayrollReconciliation(period: string) {
  return useQuery(getPayrollReconciliationQueryOptions(period));
}

export type ReconciliationFormat = 'csv' | 'pdf';

/** GET /admin/payroll/{period}/reconciliation.{csv|pdf}, saved under the server's name. Throws ApiError. */
export function downloadPayrollReconciliation(period: string, format: ReconciliationFormat) {
  return downloadFile(
    `/admin/payroll/${period}/reconciliation.${format}`,
    `rekonsiliasi-potongan-${period}.${format}`,
    staffApi,
  );
}
