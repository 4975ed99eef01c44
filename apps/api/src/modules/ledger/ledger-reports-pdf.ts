import { formatDateTime } from '@kopkar/domain';
import { A4_WIDTH, renderA4Pdf } from '../documents/pdf-pages';
import { formatAmount, type ReportBlock, type ReportLayout, type ReportRow } from './ledger-reports-layout';

const MARGIN = 48;
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
const CODE_WIDTH = 36;
const GAP = 6;
const MUTED = '#444444';
const RULE = '#999999';

/**
 * A statement as an A4 PDF for the board and the RAT. Not an issued document (no number or verification code): it
 * is the books' figures on the day it is printed, which the printed time says.
 */
export function renderReportPdf(layout: ReportLayout, coopName: string, printedAt: Date): Promise<Buffer> {
  return renderA4Pdf({
    margins: { top: MARGIN, side: MARGIN, bottom: MARGIN + 16 },
    info: { Title: `${layout.title} ${layout.subtitle}`, Author: coopName },
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(14).text(coopName, { align: 'center' });
      doc.fontSize(13).text(layout.title.toUpperCase(), { align: 'center' });
      doc.font('Helvetica').fontSize(10).text(layout.subtitle, { align: 'center' }).moveDown(1);
      for (const block of layout.blocks) drawBlock(doc, block);
      doc.font('Helvetica').fontSize(8).fillColor(MUTED);
      for (const note of layout.notes) doc.text(note, MARGIN, doc.y, { width: CONTENT_WIDTH });
      doc.fillColor('black');
    },
    footer: (page, count) =>
      `${layout.title} · dicetak ${formatDateTime(printedAt.toISOString())} WIB · Halaman ${page} dari ${count}`,
    footerFromBottom: 32,
  });
}

function columnsOf(block: ReportBlock) {
  const amountWidth = block.columns.length > 2 ? 88 : 112;
  const labelWidth = CONTENT_WIDTH - CODE_WIDTH - amountWidth * block.columns.length;
  return { amountWidth, labelWidth };
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function drawBlock(doc: PDFKit.PDFDocument, block: ReportBlock) {
  if (block.caption) {
    ensureRoom(doc, 60);
    doc.font('Helvetica-Bold').fontSize(10).text(block.caption, MARGIN, doc.y).moveDown(0.3);
  }
  drawRow(doc, block, { style: 'heading', code: 'Kode', label: 'Uraian', amounts: [] }, block.columns);
  rule(doc);
  for (const row of block.rows) {
    if (row.style === 'total') rule(doc);
    drawRow(doc, block, row, row.amounts.map(formatAmount));
    if (row.style === 'total') doc.y += 4;
  }
  doc.moveDown(1);
}

function drawRow(doc: PDFKit.PDFDocument, block: ReportBlock, row: ReportRow, cells: string[]) {
  const { amountWidth, labelWidth } = columnsOf(block);
  doc.font(row.style === 'line' ? 'Helvetica' : 'Helvetica-Bold').fontSize(9);
  const label = row.style === 'line' ? `   ${row.label}` : row.label;
  const height = Math.max(
    doc.heightOfString(label, { width: labelWidth - GAP }),
    ...cells.map((cell) => doc.heightOfString(cell, { width: amountWidth - GAP })),
  );
  ensureRoom(doc, height);
  const y = doc.y;
  doc.text(row.code, MARGIN, y, { width: CODE_WIDTH - GAP });
  doc.text(label, MARGIN + CODE_WIDTH, y, { width: labelWidth - GAP });
  cells.forEach((cell, index) => {
    const x = MARGIN + CODE_WIDTH + labelWidth + index * amountWidth;
    doc.text(cell, x, y, { width: amountWidth - GAP, align: 'right' });
  });
  doc.y = y + height + 2;
}

function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.strokeColor('black');
  doc.y += 3;
}
