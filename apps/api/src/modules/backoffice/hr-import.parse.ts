import { ErrorCode, HR_IMPORT_MAX_ROWS, type HrImportRow } from '@kopkar/domain';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../errors';

/**
 * The row's fields plus the opening contribution balance (saldo awal iuran wajib), which is not a member
 * column: it becomes an OPENING entry of the contributions ledger when the row creates the member.
 */
export type RowField = keyof HrImportRow | 'openingContribution';

/** Header names HR files use, normalised (lower case, words joined by `_`), mapped to the row's fields. */
const HEADER_ALIASES: Record<string, RowField> = {
  nik: 'nik',
  name: 'name',
  nama: 'name',
  company: 'company',
  company_code: 'company',
  perusahaan: 'company',
  kode_perusahaan: 'company',
  email: 'email',
  e_mail: 'email',
  phone: 'phone',
  mobile_phone: 'phone',
  no_hp: 'phone',
  telepon: 'phone',
  birth_date: 'birthDate',
  birthdate: 'birthDate',
  tanggal_lahir: 'birthDate',
  gender: 'gender',
  jenis_kelamin: 'gender',
  address: 'address',
  alamat: 'address',
  job_grade: 'jobGrade',
  grade: 'jobGrade',
  golongan: 'jobGrade',
  payroll_account_no: 'payrollAccountNo',
  payroll_account_number: 'payrollAccountNo',
  no_rekening: 'payrollAccountNo',
  payroll_account_name: 'payrollAccountName',
  nama_rekening: 'payrollAccountName',
  join_date: 'joinDate',
  joindate: 'joinDate',
  tanggal_masuk: 'joinDate',
  employee_id: 'employeeId',
  opening_contribution: 'openingContribution',
  opening_balance: 'openingContribution',
  saldo_awal_iuran: 'openingContribution',
  saldo_iuran_wajib: 'openingContribution',
};
const REQUIRED_FIELDS: RowField[] = ['nik', 'name', 'company'];

export type CsvRecord = { line: number; values: Partial<Record<RowField, string>>; fieldCount: number };
export type ParsedCsv = { columnCount: number; records: CsvRecord[] };

export const normaliseHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const invalidFile = (message: string) =>
  new AppError(ErrorCode.VALIDATION, message, { data: { errors: [{ path: 'csv', message }] } });

/** Excel in an Indonesian locale saves `;`-separated files; the header line tells which one this is. */
export function detectDelimiter(csv: string): string {
  const headerLine = csv.slice(0, csv.search(/\r?\n|$/));
  return headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
}

type CellsWithLine = { record: string[]; info: { lines: number } };

function parseCells(csv: string): CellsWithLine[] {
  try {
    // With `info: true` csv-parse yields { record, info } items; its typings describe the plain arrays.
    return parse(csv, {
      bom: true,
      delimiter: detectDelimiter(csv.replace(/^\uFEFF/, '')),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as CellsWithLine[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw invalidFile(`File CSV tidak dapat dibaca${line ? ` (baris ${line})` : ''}`);
  }
}

/**
 * Reads the HR CSV with csv-parse: the first line names the columns (known aliases, any order, unknown ones
 * ignored); NIK, name and company must be there. Each record keeps its line number for the preview.
 */
export function parseEmployeeCsv(csv: string): ParsedCsv {
  const [header, ...rows] = parseCells(csv);
  if (!header) throw invalidFile('File CSV kosong');
  const fields = header.record.map((name) => HEADER_ALIASES[normaliseHeader(name)]);
  const missing = REQUIRED_FIELDS.filter((field) => !fields.includes(field));
  if (missing.length > 0) throw invalidFile(`Kolom wajib tidak ada: ${missing.join(', ')}`);
  if (rows.length === 0) throw invalidFile('File CSV tidak berisi data karyawan');
  if (rows.length > HR_IMPORT_MAX_ROWS) {
    throw invalidFile(`Maksimal ${HR_IMPORT_MAX_ROWS} baris per file`);
  }
  const records = rows.map(({ record, info }) => {
    const values: Partial<Record<RowField, string>> = {};
    fields.forEach((field, index) => {
      if (field && values[field] === undefined) values[field] = record[index] ?? '';
    });
    return { line: info.lines, values, fieldCount: record.length };
  });
  return { columnCount: header.record.length, records };
}
