import { formatDate, formatRupiah, formatShareOfTotal, type MemberShu, todayInJakarta } from '@kopkar/domain';
import PDFDocument from 'pdfkit';

/** Renders a PDFKit document to bytes. */
function renderPdf(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** The SHU slip of one member and year: both parts, their bases and shares of the total, and the words. */
export function shuSlipPdf(input: {
  coopName: string;
  coopAddress: string;
  memberName: string;
  nik: string;
  share: MemberShu;
}): Promise<Buffer> {
  const { share } = input;
  return renderPdf(`Slip SHU ${share.Tahun}`, (doc) => {
    doc.fontSize(14).text(input.coopName, { align: 'center' });
    doc.fontSize(9).text(input.coopAddress, { align: 'center' }).moveDown(1.5);
    doc.fontSize(13).text(`SLIP SISA HASIL USAHA (SHU) TAHUN BUKU ${share.Tahun}`, { align: 'center' });
    doc.moveDown(1.2);
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
    doc.moveDown(1.5).text(`Dicetak: ${formatDate(todayInJakarta())}`, { align: 'right' });
  });
}
