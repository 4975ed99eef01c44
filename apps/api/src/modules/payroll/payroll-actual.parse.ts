import { NIK_PATTERN } from '@kopkar/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { detectDelimiter, normaliseHeader } from '../backoffice/hr-import.parse';

/** One employee's actual deduction: `line` is the file's 1-based line (CSV) or row (XLSX), the header being 1. */
export type ActualFileLine = { line: number; nik: string; company: string | null; amount: number };
/** What is wrong with the file (`line` null) or with one of its lines, in Indonesian for HR. */
export type ActualFileProblem = { line: number | null; message: string };

/** Every employee of the group fits in one file; more means a wrong file, not a bigger company. */
export const ACTUAL_FILE_MAX_ROWS = 200_000;
/** Rp 1 trillion: far above any salary, low enough that every accepted amount is an exact safe integer. */
const MAX_AMOUNT = 1_000_000_000_000;
const MAX_AMOUNT_DIGITS = String(MAX_AMOUNT).length;

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
/**
 * An amount as HR types or Excel writes it in an Indonesian locale: optional sign and `Rp`/`Rp.` prefix, digits
 * plain or grouped by `.` in thousands, optional `,` decimals (accepted only when they are all zero).
 */
const AMOUNT_TEXT = /^(-?)\s*(?:rp\.?\s*)?(-?)\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/i;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const NO_DATA = 'File tidak berisi data potongan';

/** A cell as both formats deliver it: CSV gives text only, XLSX numbers and dates too; null when blank. */
type Cell = string | number | Date | null | undefined;
type Row = { line: number; cells: Cell[] };
type Field = 'period' | 'company' | 'nik' | 'amount';
type Columns = Partial<Record<Field, number>>;
type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** Column titles after `normaliseHeader`, HR's usual names and their English or short forms. */
const HEADER_ALIASES: Record<string, Field> = {
  periode: 'period',
  period: 'period',
  bulan: 'period',
  perusahaan: 'company',
  company: 'company',
  kode_perusahaan: 'company',
  nik: 'nik',
  jumlah_dipotong: 'amount',
  jumlah: 'amount',
  potongan: 'amount',
  amount: 'amount',
  dipotong: 'amount',
};
/** The required columns under the names the instruction for HR uses, in the order a problem lists them. */
const REQUIRED: ReadonlyArray<[Field, string]> = [
  ['period', 'periode'],
  ['nik', 'nik'],
  ['amount', 'jumlah_dipotong'],
];

/** A problem with the whole file: thrown while reading, it becomes the only problem reported. */
class FileProblem extends Error {}

const valid = <T>(value: T): Checked<T> => ({ ok: true, value });
const invalid = (error: string): Checked<never> => ({ ok: false, error });
const isBlank = (cell: Cell) => cell === null || cell === undefined || cell === '';
/** Excel saves rows of empty cells (`;;;`) where cells were once formatted: they are no data row. */
const hasValue = (row: Row) => !row.cells.every(isBlank);
const joinRichText = (value: ExcelJS.CellRichTextValue) => value.richText.map((part) => part.text).join('');

/** How a cell reads in a message: dates as `YYYY-MM-DD`, since HR sees them so rather than as a timestamp. */
function cellText(cell: Cell): string {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return cell === null || cell === undefined ? '' : String(cell);
}

/**
 * Reads HR's file of what was actually deducted from each employee's salary for `period` (`YYYY-MM`): CSV (`,` or
 * `;`) or XLSX (first worksheet), told apart by the zip magic bytes. Every line with a problem is left out and
 * reported with its first problem; a file-level problem is reported alone, with no lines.
 */
export async function readActualFile(
  file: Buffer,
  period: string,
): Promise<{ lines: ActualFileLine[]; problems: ActualFileProblem[] }> {
  if (!PERIOD.test(period)) throw new RangeError(`Not a period (YYYY-MM): ${period}`);
  try {
    const rows = isXlsx(file) ? await xlsxRows(file) : csvRows(file);
    return readRows(rows.filter(hasValue), period);
  } catch (error) {
    if (!(error instanceof FileProblem)) throw error;
    return { lines: [], problems: [{ line: null, message: error.message }] };
  }
}

function isXlsx(file: Buffer): boolean {
  return file.length >= ZIP_MAGIC.length && file.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC);
}

type CsvItem = { record: string[]; info: { lines: number } };

/** csv-parse in one synchronous pass (no per-record callback): `info.lines` keeps each record's line number. */
function csvRows(file: Buffer): Row[] {
  const csv = file.toString('utf8');
  try {
    // With `info: true` csv-parse yields { record, info } items; its typings describe the plain arrays.
    const items = parse(csv, {
      bom: true,
      delimiter: detectDelimiter(csv),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as CsvItem[];
    return items.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new FileProblem(`File CSV tidak dapat dibaca${line ? ` (baris ${line})` : ''}`);
  }
}

/** The first worksheet's rows by their row number; exceljs skips rows that hold no cell at all. */
async function xlsxRows(file: Buffer): Promise<Row[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its Buffer as an ArrayBuffer, which Node's Buffer is not; JSZip underneath reads either.
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new FileProblem('File XLSX tidak dapat dibaca');
  }
  const rows: Row[] = [];
  workbook.worksheets[0]?.getSheetValues().forEach((values, line) => {
    if (Array.isArray(values)) rows.push({ line, cells: values.slice(1).map(plainCell) });
  });
  return rows;
}

/** Formulas count by their result and rich or linked text by its text: HR sees those, not the markup. */
function plainCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return String(value);
  if ('result' in value) return plainCell(value.result);
  if ('formula' in value || 'sharedFormula' in value) return null;
  if ('richText' in value) return joinRichText(value).trim();
  if ('text' in value) return plainCell(value.text as ExcelJS.CellValue);
  if ('error' in value) return value.error;
  return null;
}

function readRows(rows: Row[], period: string) {
  const [header, ...data] = rows;
  if (!header) throw new FileProblem(NO_DATA);
  const columns = readHeader(header);
  if (data.length === 0) throw new FileProblem(NO_DATA);
  if (data.length > ACTUAL_FILE_MAX_ROWS) {
    throw new FileProblem(`Maksimal ${ACTUAL_FILE_MAX_ROWS} baris per file`);
  }
  const lines: ActualFileLine[] = [];
  const problems: ActualFileProblem[] = [];
  const firstLineOfNik = new Map<string, number>();
  for (const row of data) {
    const checked = readLine(row, columns, period, firstLineOfNik);
    if (checked.ok) lines.push(checked.value);
    else problems.push({ line: row.line, message: `Baris ${row.line}: ${checked.error}` });
  }
  return { lines, problems };
}

/** Maps the known columns to their index (the first of a repeated title wins) and requires the needed ones. */
function readHeader(header: Row): Columns {
  const columns: Columns = {};
  header.cells.forEach((cell, index) => {
    const field = HEADER_ALIASES[normaliseHeader(cellText(cell))];
    if (field && columns[field] === undefined) columns[field] = index;
  });
  const missing = REQUIRED.filter(([field]) => columns[field] === undefined).map(([, title]) => title);
  if (missing.length > 0) throw new FileProblem(`Kolom wajib tidak ada: ${missing.join(', ')}`);
  return columns;
}

/**
 * Checks one data row: NIK, then period, then amount, then whether the NIK came earlier. A NIK counts as seen on
 * its first line even when that line has another problem, so every repeat points HR at the same first line.
 */
function readLine(
  row: Row,
  columns: Columns,
  period: string,
  firstLineOfNik: Map<string, number>,
): Checked<ActualFileLine> {
  const nik = readNik(cellOf(row, columns.nik));
  if (!nik.ok) return nik;
  const firstLine = firstLineOfNik.get(nik.value);
  if (firstLine === undefined) firstLineOfNik.set(nik.value, row.line);
  const periodChecked = readPeriod(cellOf(row, columns.period), period);
  if (!periodChecked.ok) return periodChecked;
  const amount = readAmount(cellOf(row, columns.amount));
  if (!amount.ok) return amount;
  if (firstLine !== undefined) return invalid(`NIK ${nik.value} sudah ada di baris ${firstLine}`);
  return valid({
    line: row.line,
    nik: nik.value,
    company: readCompany(cellOf(row, columns.company)),
    amount: amount.value,
  });
}

/** An absent optional column reads as a blank cell. */
const cellOf = (row: Row, index: number | undefined): Cell => (index === undefined ? null : row.cells[index]);

/** A numeric XLSX cell is the NIK's digits only while it is a safe integer; beyond that Excel has rounded it. */
function readNik(cell: Cell): Checked<string> {
  const text = cellText(cell);
  const exact = typeof cell !== 'number' || Number.isSafeInteger(cell);
  return exact && NIK_PATTERN.test(text) ? valid(text) : invalid(`NIK "${text}" tidak valid`);
}

/** Excel turns a typed `2026-11` into a date: a Date cell stands for its (UTC) year and month. */
function readPeriod(cell: Cell, period: string): Checked<string> {
  const text =
    cell instanceof Date && !Number.isNaN(cell.getTime())
      ? `${String(cell.getUTCFullYear()).padStart(4, '0')}-${String(cell.getUTCMonth() + 1).padStart(2, '0')}`
      : cellText(cell);
  if (!PERIOD.test(text)) return invalid(`periode "${text}" harus berformat YYYY-MM`);
  return text === period ? valid(text) : invalid(`periode ${text} bukan periode ${period}`);
}

function readAmount(cell: Cell): Checked<number> {
  if (isBlank(cell)) return invalid('jumlah kosong');
  if (typeof cell === 'number') return amountFromNumber(cell);
  if (typeof cell === 'string') return amountFromText(cell);
  return invalid(`jumlah "${cellText(cell)}" bukan angka`);
}

/** An XLSX number is checked as it is, never rounded: 12.5 is a mistake HR must see, not Rp 13. */
function amountFromNumber(amount: number): Checked<number> {
  if (!Number.isFinite(amount)) return invalid(`jumlah "${amount}" bukan angka`);
  if (amount < 0) return invalid('jumlah tidak boleh negatif');
  if (!Number.isInteger(amount)) return invalid('jumlah harus Rupiah bulat');
  return amount > MAX_AMOUNT ? invalid('jumlah terlalu besar') : valid(amount);
}

/** Text is read digit by digit, never through a float: `1.250.000` is grouping, `,50` are sen (refused). */
function amountFromText(text: string): Checked<number> {
  const match = AMOUNT_TEXT.exec(text);
  if (!match) return invalid(`jumlah "${text}" bukan angka`);
  const [, signBefore, signAfter, grouped = '', decimals = ''] = match;
  if (signBefore || signAfter) return invalid('jumlah tidak boleh negatif');
  if (/[^0]/.test(decimals)) return invalid('jumlah harus Rupiah bulat');
  const digits = grouped.replaceAll('.', '').replace(/^0+(?=\d)/, '');
  // Longer digit strings are refused before Number() sees them: no amount is ever held as a rounded float.
  const tooBig = digits.length > MAX_AMOUNT_DIGITS || Number(digits) > MAX_AMOUNT;
  return tooBig ? invalid('jumlah terlalu besar') : valid(Number(digits));
}

/** Both readers trim text already, so a company of spaces only is blank as well. */
function readCompany(cell: Cell): string | null {
  const text = cellText(cell);
  return text === '' ? null : text;
}
