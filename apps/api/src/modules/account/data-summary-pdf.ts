import { A4_WIDTH, renderA4Pdf } from '../documents/pdf-pages';
import type { DataSummary, SummarySection } from './data-summary-format';

const MARGIN = 48;
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
const CELL_GAP = 6;
const MUTED = '#444444';
const RULE = '#999999';

/**
 * The member's data as a readable A4 PDF (UU PDP: a copy the member can read, beside data.json for machines).
 * Not an issued document: no number or verification code, it proves nothing to a third party.
 */
export function renderDataSummaryPdf(summary: DataSummary, coopName: string): Promise<Buffer> {
  return renderA4Pdf({
    margins: { top: MARGIN, side: MARGIN, bottom: MARGIN },
    info: { Title: `Ringkasan Data Saya ${summary.nik}`, Author: coopName },
    draw: (doc) => {
      drawTitle(doc, summary, coopName);
      for (const section of summary.sections) drawSection(doc, section);
    },
    footer: (page, count) => `Ringkasan Data Pribadi · Halaman ${page} dari ${count}`,
    footerFromBottom: 32,
  });
}

function drawTitle(doc: PDFKit.PDFDocument, summary: DataSummary, coopName: string) {
  doc.font('Helvetica-Bold').fontSize(14).text(coopName, { align: 'center' });
  doc.fontSize(13).text('RINGKASAN DATA PRIBADI', { align: 'center' });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(`${summary.memberName} · NIK ${summary.nik} · dibuat ${summary.exportedAt}`, { align: 'center' });
  doc.text(
    'Salinan data Anda menurut UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi. Waktu dalam WIB; ' +
      'data lengkap untuk diolah komputer ada di data.json dalam arsip yang sama.',
    { align: 'center' },
  );
  doc.fillColor('black').moveDown(1);
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
}

function drawSection(doc: PDFKit.PDFDocument, section: SummarySection) {
  ensureRoom(doc, 50);
  doc.font('Helvetica-Bold').fontSize(11).text(section.title, MARGIN, doc.y);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(8.5);
  if (section.facts) drawFacts(doc, section.facts);
  if (section.table) drawTable(doc, section.table);
  doc.moveDown(0.8);
}

function drawFacts(doc: PDFKit.PDFDocument, facts: [string, string][]) {
  const labelWidth = 130;
  for (const [label, value] of facts) {
    const height = doc.heightOfString(value, { width: CONTENT_WIDTH - labelWidth });
    ensureRoom(doc, height);
    const y = doc.y;
    doc.fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth - CELL_GAP });
    doc.fillColor('black').text(value, MARGIN + labelWidth, y, { width: CONTENT_WIDTH - labelWidth });
    doc.y = Math.max(doc.y, y + height) + 2;
  }
}

function drawTable(doc: PDFKit.PDFDocument, table: NonNullable<SummarySection['table']>) {
  if (table.rows.length === 0) {
    doc.fillColor(MUTED).text('Tidak ada data.', MARGIN, doc.y).fillColor('black');
    return;
  }
  const totalWeight = table.columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = table.columns.map((column) => (column.weight / totalWeight) * CONTENT_WIDTH);
  const header = table.columns.map((column) => column.label);
  drawRow(doc, table, widths, header, true);
  for (const row of table.rows) {
    if (ensureRowRoom(doc, widths, row)) drawRow(doc, table, widths, header, true);
    drawRow(doc, table, widths, row, false);
  }
}

/** Starts a new page when the row does not fit; true when it did, so the caller repeats the header. */
function ensureRowRoom(doc: PDFKit.PDFDocument, widths: number[], cells: string[]): boolean {
  const before = doc.bufferedPageRange().count;
  ensureRoom(doc, rowHeight(doc, widths, cells));
  return doc.bufferedPageRange().count > before;
}

function rowHeight(doc: PDFKit.PDFDocument, widths: number[], cells: string[]) {
  return Math.max(
    ...cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - CELL_GAP })),
  );
}

function drawRow(
  doc: PDFKit.PDFDocument,
  table: NonNullable<SummarySection['table']>,
  widths: number[],
  cells: string[],
  isHeader: boolean,
) {
  doc.font(isHeader ? 'Helvetica-Bold' : 'Helvetica');
  const y = doc.y;
  const height = rowHeight(doc, widths, cells);
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const width = (widths[index] ?? 0) - CELL_GAP;
    const align = table.columns[index]?.isAmount ? 'right' : 'left';
    doc.text(cell, x, y, { width, align });
    x += widths[index] ?? 0;
  });
  doc.y = y + height + 2;
  if (isHeader) {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y += 3;
  }
  doc.font('Helvetica');
}
