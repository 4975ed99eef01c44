import ExcelJS from 'exceljs';
import type { ReportLayout } from './ledger-reports-layout';

/** Thousands with dots as the locale shows them, negatives in brackets: the figures stay numbers to add up. */
const AMOUNT_FORMAT = '#,##0;(#,##0)';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A statement as a workbook of one sheet: the cooperative, title and period on top, then per block a header row
 * (Kode, Uraian, one column per period) and the rows, amounts as whole-Rupiah numbers.
 */
export async function renderReportXlsx(
  layout: ReportLayout,
  coopName: string,
  printedAt: Date,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = coopName;
  workbook.created = printedAt;
  const sheet = workbook.addWorksheet(layout.title.slice(0, 31));
  sheet.addRow([coopName]).font = { bold: true, size: 13 };
  sheet.addRow([layout.title]).font = { bold: true, size: 12 };
  sheet.addRow([layout.subtitle]);
  const widest = Math.max(...layout.blocks.map((block) => block.columns.length));
  sheet.columns = [{ width: 8 }, { width: 48 }, ...Array.from({ length: widest }, () => ({ width: 26 }))];
  for (const block of layout.blocks) {
    sheet.addRow([]);
    if (block.caption) sheet.addRow([block.caption]).font = { bold: true };
    sheet.addRow(['Kode', 'Uraian', ...block.columns]).font = { bold: true };
    for (const row of block.rows) {
      const added = sheet.addRow([row.code, row.label, ...row.amounts]);
      if (row.style !== 'line') added.font = { bold: true };
      if (row.style === 'line') added.getCell(2).alignment = { indent: 1 };
      row.amounts.forEach((_, index) => {
        added.getCell(3 + index).numFmt = AMOUNT_FORMAT;
      });
    }
  }
  sheet.addRow([]);
  for (const note of layout.notes) sheet.addRow([note]).font = { italic: true, size: 9 };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
