import { HR_IMPORT_MAX_CHARS } from '@kopkar/domain';

/** The largest CSV the HR import accepts, in bytes (the API's limit is 2.000.000 characters). */
export const HR_IMPORT_MAX_BYTES = HR_IMPORT_MAX_CHARS;

/** The columns of the HR CSV in template order (the server also accepts Indonesian aliases). */
export const HR_IMPORT_COLUMNS = [
  'nik',
  'name',
  'company',
  'email',
  'phone',
  'birth_date',
  'gender',
  'address',
  'job_grade',
  'payroll_account_no',
  'payroll_account_name',
  'join_date',
] as const;

/** Columns that must be present and filled on every row. */
export const HR_IMPORT_REQUIRED_COLUMNS = ['nik', 'name', 'company'] as const;

const TEMPLATE_ROW = [
  '800001',
  'Contoh Karyawan',
  'SJF',
  'contoh@kksb.co.id',
  '081234567890',
  '1990-05-17',
  'L',
  '"Jl. Melati No. 1, Jakarta"',
  'III',
  '1234567890',
  'Contoh Karyawan',
  '2015-01-05',
];

/** The downloadable template: the header line and one example row. */
export function buildImportTemplate(): string {
  return `${HR_IMPORT_COLUMNS.join(',')}\n${TEMPLATE_ROW.join(',')}\n`;
}

/** A byte count as 'x KB' / 'x,y MB' for the chosen file's caption. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/** Why a chosen file cannot be imported, or null when it can be read. */
export function checkCsvFile(file: { name: string; size: number }): string | null {
  if (!/\.csv$/i.test(file.name)) return 'Pilih file berformat .csv';
  if (file.size === 0) return 'File CSV kosong';
  if (file.size > HR_IMPORT_MAX_BYTES) {
    return `File terlalu besar (${formatFileSize(file.size)}). Maksimal 2 MB.`;
  }
  return null;
}

/**
 * 'Terapkan' is allowed only for the exact text that was previewed: any edit or another file needs a new
 * 'Pratinjau' first.
 */
export function canApplyImport(previewedCsv: string | null, currentCsv: string): boolean {
  return previewedCsv !== null && currentCsv.trim() !== '' && previewedCsv === currentCsv;
}
