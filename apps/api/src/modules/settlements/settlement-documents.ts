import {
  type AmortisationReport,
  describeInterestLine,
  describeSettledBy,
  formatDate,
  formatRupiah,
  SETTLEMENT_INTEREST_RULE,
  type SettlementInterestLine,
  toScheduleLine,
} from '@kopkar/domain';
import { stringify } from 'csv-stringify/sync';
import { quoted } from '../../plugins/csv-text';
import { type Letterhead, renderIssuedPdf } from '../documents/document-pdf';
import type { IssuedDocument } from '../documents/issued-documents.service';

const SCHEDULE_COLUMNS = [
  'ke',
  'jatuh_tempo',
  'pokok',
  'bunga',
  'angsuran',
  'sisa_pokok',
  'status',
  'tanggal_bayar',
  'dibayar',
];

/** The schedule as CSV (integer Rupiah, dates YYYY-MM-DD) for spreadsheets; text quoted, numbers bare. */
export function scheduleToCsv(report: AmortisationReport): string {
  const rows = report.list.map((row) => [
    row.InsSeqNo,
    row.InstallmentDueDate,
    row.PrincipalAmount,
    row.InterestAmount,
    row.InstallmentAmount,
    row.OSPrincipalAmount,
    row.Status,
    row.PaidDate ?? '',
    row.PaidAmount ?? '',
  ]);
  return `${SCHEDULE_COLUMNS.join(',')}\n${stringify(rows, { quoted_empty: true, cast: { string: quoted } })}`;
}

/** Left edges of the schedule's columns (A4 inside 48 pt margins); amounts are right-aligned in theirs. */
const COLUMNS = [48, 78, 148, 228, 298, 378, 468, 547];
const isAmountColumn = (index: number) => index >= 2 && index <= 5;

function line(doc: PDFKit.PDFDocument, cells: string[]) {
  if (doc.y > doc.page.height - 90) doc.addPage();
  const y = doc.y;
  cells.forEach((cell, index) => {
    const x = COLUMNS[index] ?? 48;
    const width = (COLUMNS[index + 1] ?? 547) - x - 8;
    doc.text(cell, x, y, { width, align: isAmountColumn(index) ? 'right' : 'left' });
  });
  doc.moveDown(0.2);
}

/** The schedule as a printable PDF: the loan's facts and one line per instalment. */
export function scheduleToPdf(
  report: AmortisationReport,
  letterhead: Letterhead,
  issued: IssuedDocument,
): Promise<Buffer> {
  return renderIssuedPdf({
    letterhead,
    issued,
    draw: (doc) => {
      doc.fontSize(9).text(`Nama: ${report.header.EmployeeName}   NIK: ${report.header.NIK}`);
      doc.text(`No. Perjanjian: ${report.header.AgreementNo}   Tujuan: ${report.header.FinancePurpose}`);
      doc.text(`Pinjaman: ${formatRupiah(report.header.LoanAmount)}   Tenor: ${report.header.Tenor} bulan`);
      if (report.Pelunasan) {
        doc.moveDown(0.5).text(describeSettledBy(report.Pelunasan));
        doc.text(
          'Baris berstatus Dilunasi ditutup oleh pelunasan ini: tanggalnya tanggal pelunasan, jumlahnya yang dibayar.',
        );
      }
      doc.moveDown();
      line(doc, ['Ke', 'Jatuh tempo', 'Pokok', 'Bunga', 'Angsuran', 'Sisa pokok', 'Status']);
      for (const row of report.list.map(toScheduleLine)) {
        line(doc, [
          String(row.seq),
          formatDate(row.date),
          formatRupiah(row.principal),
          formatRupiah(row.interest),
          formatRupiah(row.instalment),
          formatRupiah(row.outstanding),
          row.status,
        ]);
      }
      doc.text('', 48);
    },
  });
}

/** The settlement letter (surat keterangan lunas) of a loan settled or finished. */
export function settlementLetterPdf(input: {
  letterhead: Letterhead;
  issued: IssuedDocument;
  memberName: string;
  nik: string;
  agreementNo: string;
  amount: number;
  settledOn: string;
  /** The early settlement that closed the loan and how its interest was computed; null when payroll paid it off. */
  settlement: {
    total: number;
    principal: number;
    interest: number;
    /** Null for a settlement made before the per-day rule: the letter then states no rule it did not follow. */
    interestLines: readonly SettlementInterestLine[] | null;
  } | null;
}): Promise<Buffer> {
  const { coopName } = input.letterhead;
  return renderIssuedPdf({
    letterhead: input.letterhead,
    issued: input.issued,
    draw: (doc) => {
      doc.fontSize(11).text('Dengan ini kami menerangkan bahwa:').moveDown(0.5);
      // Labels and values in two fixed columns: spaces cannot align a proportional font.
      const fact = (label: string, value: string) => {
        const y = doc.y;
        doc.text(label, 72, y);
        doc.text(`: ${value}`, 190, y);
      };
      fact('Nama', input.memberName);
      fact('NIK', input.nik);
      fact('No. Perjanjian', input.agreementNo);
      fact('Jumlah pinjaman', formatRupiah(input.amount));
      doc.moveDown(0.5).text('', 48);
      doc.text(
        `telah melunasi seluruh kewajiban pinjamannya kepada ${coopName} pada tanggal ${formatDate(input.settledOn)}.`,
      );
      if (input.settlement) drawSettlementFigures(doc, input.settlement);
      doc.moveDown().text('Surat keterangan ini dibuat untuk dipergunakan sebagaimana mestinya.');
    },
  });
}

/** The letter's account of an early settlement: what was paid, and the interest rule with its lines. */
function drawSettlementFigures(
  doc: PDFKit.PDFDocument,
  settlement: NonNullable<Parameters<typeof settlementLetterPdf>[0]['settlement']>,
) {
  doc
    .moveDown(0.5)
    .text(
      `Pelunasan dipercepat sebesar ${formatRupiah(settlement.total)}: sisa pokok ${formatRupiah(settlement.principal)} + bunga berjalan ${formatRupiah(settlement.interest)}.`,
    );
  if (!settlement.interestLines) return;
  doc.moveDown(0.5).fontSize(9).text(SETTLEMENT_INTEREST_RULE);
  for (const interestLine of settlement.interestLines) doc.text(describeInterestLine(interestLine));
  doc.fontSize(11);
}
