import { formatDate, formatRupiah, formatShareOfTotal, type MemberShu } from '@kopkar/domain';
import { type Letterhead, renderIssuedPdf } from '../documents/document-pdf';
import type { IssuedDocument } from '../documents/issued-documents.service';

/** The SHU slip of one member and year: both parts, their bases and shares of the total, and the words. */
export function shuSlipPdf(input: {
  letterhead: Letterhead;
  issued: IssuedDocument;
  memberName: string;
  nik: string;
  share: MemberShu;
}): Promise<Buffer> {
  const { share } = input;
  const heading = `SLIP SISA HASIL USAHA (SHU) TAHUN BUKU ${share.Tahun}`;
  return renderIssuedPdf({
    letterhead: input.letterhead,
    issued: input.issued,
    heading,
    draw: (doc) => {
      // Labels and values in two fixed columns: spaces cannot align a proportional font.
      const fact = (label: string, value: string) => {
        const y = doc.y;
        doc.fontSize(10).text(label, 60, y, { width: 200 });
        doc.text(`: ${value}`, 260, y, { width: 290 });
        doc.moveDown(0.2);
      };
      fact('Nama', input.memberName);
      fact('NIK', input.nik);
      fact('Tanggal RAT', formatDate(share.TanggalRAT));
      fact('Dikreditkan ke Simpanan Sukarela', formatDate(share.DikreditkanPada));
      doc.moveDown(0.8);
      doc.fontSize(11).text('Jasa Modal', 48).moveDown(0.3);
      fact('Simpanan pokok + wajib per 31-12', formatRupiah(share.DasarModal));
      fact('Total seluruh anggota', formatRupiah(share.TotalDasarModal));
      fact('Bagian Anda', formatShareOfTotal(share.DasarModal, share.TotalDasarModal));
      fact('Dana jasa modal', formatRupiah(share.DanaJasaModal));
      fact('Jasa modal Anda', formatRupiah(share.JasaModal));
      doc.moveDown(0.8);
      doc.fontSize(11).text('Jasa Usaha', 48).moveDown(0.3);
      fact(`Bunga pinjaman dibayar ${share.Tahun}`, formatRupiah(share.DasarUsaha));
      fact('Total seluruh anggota', formatRupiah(share.TotalDasarUsaha));
      fact('Bagian Anda', formatShareOfTotal(share.DasarUsaha, share.TotalDasarUsaha));
      fact('Dana jasa usaha', formatRupiah(share.DanaJasaUsaha));
      fact('Jasa usaha Anda', formatRupiah(share.JasaUsaha));
      doc.moveDown(0.8);
      doc
        .fontSize(12)
        .text(`Total SHU Anda: ${formatRupiah(share.Total)}`, 48)
        .moveDown(1);
      doc.fontSize(11).text('Cara perhitungan', 48).moveDown(0.3);
      doc.fontSize(9);
      for (const sentence of share.Penjelasan) doc.text(sentence, 48, doc.y, { width: 500 }).moveDown(0.4);
    },
  });
}
