import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';

/**
 * The records of a CSV text (RFC 4180: `,` between fields, `"` around a field that holds a comma, a quote or a line
 * break, `""` for a quote inside one), every field as text; an empty last line is no record.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      records.push([...record, field]);
      record = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/** One CSV field: quoted (a doubled `"` inside) when it holds a comma, a quote or a line break. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A downloaded workbook (.xlsx), loaded with exceljs. */
export async function readWorkbook(path: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer-backed Buffer; Node's is typed more widely but reads the same.
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  return workbook;
}
