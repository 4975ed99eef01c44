import type { LEDGER_REPORT_FORMATS } from '@kopkar/domain';
import { downloadFile } from '@/lib/download-file';
import { staffApi } from '@/lib/staff-api';

export type LedgerReportName =
  | 'posisi-keuangan'
  | 'hasil-usaha'
  | 'arus-kas'
  | 'perubahan-ekuitas'
  | `buku-besar/${string}`;
export type LedgerReportFormat = (typeof LEDGER_REPORT_FORMATS)[number];

/**
 * GET /admin/reports/{report}.{pdf|xlsx}: a statement as a file, fetched with the staff token and saved under
 * the server's name (`arus-kas-2026-01-01-2026-11-27.xlsx`). Throws ApiError with the server's message.
 */
export function downloadLedgerReport(
  report: LedgerReportName,
  format: LedgerReportFormat,
  query: Record<string, string>,
): Promise<void> {
  const search = new URLSearchParams(query).toString();
  const fallbackName = `${report.replace('/', '-')}.${format}`;
  return downloadFile(`/admin/reports/${report}.${format}?${search}`, fallbackName, staffApi);
}
