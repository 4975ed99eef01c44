import { PAYROLL_ACTUAL_MAX_BYTES } from '@kopkar/domain';
import { ApiError } from '@/lib/api-client';
import { readDataUrl } from '@/lib/read-data-url';

/** What the file button accepts: HR's file is CSV or XLSX (the server tells them apart by content). */
export const ACTUAL_FILE_ACCEPT = '.csv,.xlsx';

const ONE_DECIMAL = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/**
 * A byte count as `850 KB` / `12,4 MB`, in the 1,024-byte units of the 20 MB limit (a file the server takes never
 * reads as more than 20 MB).
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  return `${ONE_DECIMAL.format(bytes / (1024 * 1024))} MB`;
}

/** Why a chosen file is refused before any upload, or null. Only the size: the server reads the content. */
export function checkActualFile(file: { size: number }): string | null {
  return file.size > PAYROLL_ACTUAL_MAX_BYTES ? 'File potongan maksimal 20 MB' : null;
}

/** The file's bytes as plain base64 (the API takes no `data:…;base64,` prefix). */
export async function readFileBase64(file: Blob): Promise<string> {
  const dataUrl = await readDataUrl(file);
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

/** Every problem a 422 names in `data.errors` (one per line of the file, in order); empty for any other failure. */
export function readErrorLines(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.code !== 422) return [];
  const errors = (error.data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .map((item: { message?: unknown }) => item?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
}
