import { downloadFile } from '@/lib/download-file';
import { staffApi } from '@/lib/staff-api';

export type InstructionFormat = 'csv' | 'xlsx';

/**
 * GET /admin/payroll/{period}/instruction.{csv|xlsx}[?company=]: the period's deduction instruction for HR, saved
 * under the server's name (`instruksi-potongan-2026-12-KSB.xlsx`). Throws ApiError with the server's message.
 */
export function downloadPayrollInstruction(period: string, format: InstructionFormat, company: string) {
  const query = company ? `?${new URLSearchParams({ company }).toString()}` : '';
  return downloadFile(
    `/admin/payroll/${period}/instruction.${format}${query}`,
    `instruksi-potongan-${period}.${format}`,
    staffApi,
  );
}
