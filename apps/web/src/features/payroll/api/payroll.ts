import type { PayrollSummary } from '@kopkar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { fetchDocument } from '@/lib/staff-documents';

export type { PayrollSummary };
export type PayrollPeriod = { period: string; cutOffDate: string; postedAt: string | null };
export type PayrollRequest = { period: string; failedCsv?: string };

export function usePayrollPeriods() {
  return useQuery({
    queryKey: ['staff', 'payroll'],
    queryFn: async ({ signal }) => (await staffApi.get<PayrollPeriod[]>('/admin/payroll', signal)).data,
  });
}

export function usePreviewPayroll() {
  return useMutation({
    mutationFn: async (request: PayrollRequest) =>
      (await staffApi.post<PayrollSummary>('/admin/payroll/preview', request)).data,
  });
}

export function usePostPayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: PayrollRequest) => {
      const reply = await staffApi.post<PayrollSummary>('/admin/payroll/post', request);
      return { summary: reply.data, message: reply.message };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'payroll'] }),
  });
}

/** Downloads a posted period's reconciliation CSV (fetched with the staff token, saved from a blob URL). */
export async function downloadPayrollReport(period: string): Promise<void> {
  const blob = await fetchDocument(`/api/v1/admin/payroll/${period}/report.csv`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `payroll-${period}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
