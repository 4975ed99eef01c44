import { formatDate, formatRupiah } from '@kopkar/domain';
import { stringify } from 'csv-stringify/sync';
import { type Letterhead, renderIssuedPdf } from '../documents/document-pdf';
import type { IssuedDocument } from '../documents/issued-documents.service';

export type StatementSection = {
  kind: string;
  label: string;
  opening: number;
  closing: number;
  rows: { date: string; description: string; credit: number; debit: number; balance: number }[];
};

export type Statement = {
  memberName: string;
  nik: string;
  from: string;
  to: string;
  sections: StatementSection[];
};

/** The statement as CSV (integer Rupiah, dates YYYY-MM-DD): an opening and closing line around each kind's rows. */
export function statementToCsv(statement: Statement): string {
  const records: (string | number)[][] = [];
  for (const section of statement.sections) {
    records.push([section.kind, statement.from, 'Saldo awal', 0, 0, section.opening]);
    for (const row of section.rows) {
      records.push([section.kind, row.date, row.description, row.credit, row.debit, row.balance]);
    }
    records.push([section.kind, statement.to, 'Saldo akhir', 0, 0, section.closing]);
  }
  return stringify(records, {
    header: true,
    columns: ['jenis', 'tanggal', 'keterangan', 'masuk', 'keluar', 'saldo'],
  });
}

const COLUMNS = [48, 120, 300, 380, 460];

function line(doc: PDFKit.PDFDocument, cells: string[]) {
  if (doc.y > doc.page.height - 90) doc.addPage();
  const y = doc.y;
  cells.forEach((cell, index) => {
    const x = COLUMNS[index] ?? 48;
    const width = (COLUMNS[index + 1] ?? 548) - x - 6;
    doc.text(cell, x, y, { width, align: index >= 2 ? 'right' : 'left' });
  });
  doc.moveDown(0.2);
}

/** The statement as a printable PDF: per kind, the opening balance, each movement and the closing balance. */
export function statementToPdf(
  statement: Statement,
  letterhead: Letterhead,
  issued: IssuedDocument,
): Promise<Buffer> {
  return renderIssuedPdf({
    letterhead,
    issued,
    draw: (doc) => {
      doc.fontSize(9).text(`Nama: ${statement.memberName}   NIK: ${statement.nik}`);
      doc.text(`Periode: ${formatDate(statement.from)} s.d. ${formatDate(statement.to)}`).moveDown();
      for (const section of statement.sections) {
        doc.fontSize(11).text(section.label, 48).moveDown(0.3);
        doc.fontSize(9);
        line(doc, ['Tanggal', 'Keterangan', 'Masuk', 'Keluar', 'Saldo']);
        line(doc, [formatDate(statement.from), 'Saldo awal', '', '', formatRupiah(section.opening)]);
        for (const row of section.rows) {
          line(doc, [
            formatDate(row.date),
            row.description,
            row.credit ? formatRupiah(row.credit) : '',
            row.debit ? formatRupiah(row.debit) : '',
            formatRupiah(row.balance),
          ]);
        }
        line(doc, [formatDate(statement.to), 'Saldo akhir', '', '', formatRupiah(section.closing)]);
        doc.moveDown();
      }
      doc.text('', 48);
    },
  });
}
