import { fetchDocument } from '@/lib/staff-documents';

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
