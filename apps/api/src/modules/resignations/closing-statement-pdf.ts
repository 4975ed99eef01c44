import { type ClearanceLoan, formatDate, formatRupiah } from '@kopkar/domain';
import { type Letterhead, renderIssuedPdf } from '../documents/document-pdf';
import type { IssuedDocument } from '../documents/issued-documents.service';

/** What a closing statement states (everything but its number, code, issue date and signatory). */
export type ClosingStatement = {
  memberName: string;
  nik: string;
  leftOn: string;
  /** Per savings kind; null for requests approved before the breakdown was kept (only the total is known). */
  savings: { pokok: number; wajib: number; sukarela: number; shu: number } | null;
  savingsTotal: number;
  loans: ClearanceLoan[];
  loansTotal: number;
  payout: number;
  payoutAccountNo: string | null;
  payoutAccountName: string | null;
};

const LABEL_X = 72;
const VALUE_X = 330;

/**
 * The closing statement (Surat Keterangan Keluar Anggota) of a member who left: the savings refunded, each loan
 * settled from them, the payout and the clearance (docs/decisions/0017-former-member-access.md).
 */
export function closingStatementPdf(input: {
  letterhead: Letterhead;
  issued: IssuedDocument;
  statement: ClosingStatement;
}): Promise<Buffer> {
  const { statement: s, letterhead } = input;
  return renderIssuedPdf({
    letterhead,
    issued: input.issued,
    draw: (doc) => {
      // Label and amount side by side; the next line starts under whichever of the two wrapped lower.
      const line = (label: string, value: string, bold = false) => {
        const y = doc.y;
        doc
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .text(label, LABEL_X, y, { width: VALUE_X - LABEL_X - 8 });
        const labelBottom = doc.y;
        doc.text(value, VALUE_X, y, { width: 160, align: 'right' });
        doc.y = Math.max(labelBottom, doc.y);
        doc.font('Helvetica');
      };
      const section = (title: string) =>
        doc.moveDown(0.6).font('Helvetica-Bold').text(title, 48).font('Helvetica');
      doc.fontSize(11).text('Dengan ini kami menerangkan bahwa:').moveDown(0.5);
      const fact = (label: string, value: string) => {
        const y = doc.y;
        doc.text(label, LABEL_X, y);
        doc.text(`: ${value}`, 190, y);
      };
      fact('Nama', s.memberName);
      fact('NIK', s.nik);
      fact('Tanggal keluar', formatDate(s.leftOn));
      doc
        .moveDown(0.5)
        .text(
          `telah keluar dari keanggotaan ${letterhead.coopName}. Hak dan kewajibannya diselesaikan sebagai berikut.`,
          48,
        );
      section('1. Simpanan yang dikembalikan');
      if (s.savings) {
        line('Simpanan pokok', formatRupiah(s.savings.pokok));
        line('Simpanan wajib', formatRupiah(s.savings.wajib));
        const shu = s.savings.shu > 0 ? ` (termasuk SHU ${formatRupiah(s.savings.shu)})` : '';
        line(`Simpanan sukarela${shu}`, formatRupiah(s.savings.sukarela));
      }
      line('Jumlah simpanan', formatRupiah(s.savingsTotal), true);
      section('2. Pinjaman yang dilunasi dari simpanan');
      if (s.loans.length === 0) doc.text('Tidak ada pinjaman yang masih berjalan.', LABEL_X);
      for (const loan of s.loans) {
        line(`Perjanjian ${loan.agreementNo}`, formatRupiah(loan.settlementAmount));
        doc
          .fontSize(9)
          .fillColor('#444444')
          .text(
            `sisa pokok ${formatRupiah(loan.principal)} + bunga ${formatRupiah(loan.interest)}`,
            LABEL_X + 12,
          )
          .fontSize(11)
          .fillColor('black');
      }
      line('Jumlah pelunasan', formatRupiah(s.loansTotal), true);
      section('3. Dibayarkan kepada anggota');
      line('Sisa simpanan setelah pelunasan', formatRupiah(s.payout), true);
      const account = s.payoutAccountNo
        ? `ke rekening ${s.payoutAccountNo}${s.payoutAccountName ? ` a.n. ${s.payoutAccountName}` : ''}`
        : 'ke rekening payroll anggota';
      doc.text(`dibayarkan ${account} pada ${formatDate(s.leftOn)}.`, LABEL_X);
      doc
        .moveDown(0.8)
        .text(
          'Dengan penyelesaian di atas, anggota tidak lagi memiliki kewajiban pinjaman kepada koperasi, dan koperasi ' +
            'tidak lagi memiliki kewajiban simpanan kepada anggota selain pembayaran tersebut.',
          48,
        );
      doc.moveDown().text('Surat keterangan ini dibuat untuk dipergunakan sebagaimana mestinya.');
    },
  });
}
