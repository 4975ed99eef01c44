import type { AmortisationReport } from '@kopkar/domain';
import { formatDate, formatRupiah, todayInJakarta } from '@kopkar/domain';
import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';
import { quoted } from '../../plugins/csv-text';

/** Renders a PDFKit document to bytes. */
function renderPdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: 'Dokumen Koperasi' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

const SCHEDULE_COLUMNS = [
  'ke',
  'jatuh_tempo',
  'pokok',
  'bunga',
  'angsuran',
  'sisa_pokok',
  'status',
  'tanggal_bayar',
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
  ]);
  return `${SCHEDULE_COLUMNS.join(',')}\n${stringify(rows, { quoted_empty: true, cast: { string: quoted } })}`;
}

/** The schedule as a printable PDF: the loan's facts and one line per instalment. */
export function scheduleToPdf(report: AmortisationReport, coopName: string): Promise<Buffer> {
  return renderPdf((doc) => {
    doc.fontSize(14).text(coopName).moveDown(0.3);
    doc.fontSize(12).text(`Jadwal Angsuran ${report.header.AgreementNo}`).moveDown(0.5);
    doc.fontSize(9);
    doc.text(`Nama: ${report.header.EmployeeName}   NIK: ${report.header.NIK}`);
    doc.text(
      `Tujuan: ${report.header.FinancePurpose}   Pinjaman: ${formatRupiah(report.header.LoanAmount)}   Tenor: ${report.header.Tenor} bulan`,
    );
    doc.moveDown();
    const columns = [40, 110, 200, 290, 380, 470];
    const line = (cells: string[]) => {
      const y = doc.y;
      for (const [index, cell] of cells.entries())
        doc.text(cell, 48 + (columns[index] ?? 0) - 40, y, { width: 90 });
      doc.moveDown(0.2);
    };
    line(['Ke', 'Jatuh tempo', 'Pokok', 'Bunga', 'Angsuran', 'Sisa pokok / status']);
    for (const row of report.list) {
      line([
        String(row.InsSeqNo),
        formatDate(row.InstallmentDueDate),
        formatRupiah(row.PrincipalAmount),
        formatRupiah(row.InterestAmount),
        formatRupiah(row.InstallmentAmount),
        `${formatRupiah(row.OSPrincipalAmount)} ${row.Status}`,
      ]);
    }
  });
}

/** The settlement letter (surat keterangan lunas) of a loan settled or finished. */
export function settlementLetterPdf(input: {
  coopName: string;
  coopAddress: string;
  memberName: string;
  nik: string;
  agreementNo: string;
  amount: number;
  settledOn: string;
}): Promise<Buffer> {
  return renderPdf((doc) => {
    doc.fontSize(14).text(input.coopName, { align: 'center' });
    doc.fontSize(9).text(input.coopAddress, { align: 'center' }).moveDown(2);
    doc.fontSize(13).text('SURAT KETERANGAN LUNAS', { align: 'center', underline: true }).moveDown(1.5);
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
      `telah melunasi seluruh kewajiban pinjamannya kepada ${input.coopName} pada tanggal ${formatDate(input.settledOn)}.`,
    );
    doc.moveDown().text('Surat keterangan ini dibuat untuk dipergunakan sebagaimana mestinya.').moveDown(2);
    doc.text(`Dicetak: ${formatDate(todayInJakarta())}`, { align: 'right' });
  });
}
