import { createHash } from 'node:crypto';
import type { GovernanceDocumentKind } from '@kopkar/domain';
import PDFDocument from 'pdfkit';
import type { Database } from '../client';
import { files, governanceDocuments } from '../schema/index';
import { DEMO_SETTINGS } from './settings-data';

type SeedDocument = {
  kind: GovernanceDocumentKind;
  title: string;
  year: number | null;
  publishedOn: string;
  /** Paragraphs of the generated page. */
  body: string[];
};

/** A one-page A4 PDF with the cooperative's name, the title and a few paragraphs (PDFKit, standard fonts). */
export function renderSeedPdf(document: Pick<SeedDocument, 'title' | 'body'>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: document.title } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.fontSize(13).text(String(DEMO_SETTINGS['coop.name']), { align: 'center' });
    pdf.fontSize(9).text(String(DEMO_SETTINGS['coop.address']), { align: 'center' }).moveDown(2);
    pdf.fontSize(15).text(document.title, { align: 'center' }).moveDown(1.5);
    for (const paragraph of document.body)
      pdf.fontSize(11).text(paragraph, { align: 'justify' }).moveDown(0.8);
    pdf.moveDown(2).fontSize(8).text('Dokumen contoh untuk demo portal anggota.', { align: 'center' });
    pdf.end();
  });
}

/** The demo's AD/ART and last fiscal year's RAT report and minutes, so /dokumen is not empty. */
export function seedGovernanceList(today: string): SeedDocument[] {
  const fiscalYear = Number(today.slice(0, 4)) - 1;
  const ratDay = `${fiscalYear + 1}-03-14`;
  // The RAT of last year is held in March; before that the demo shows it as held today.
  const ratHeld = ratDay < today ? ratDay : today;
  return [
    {
      kind: 'AD_ART',
      title: 'Anggaran Dasar dan Anggaran Rumah Tangga',
      year: null,
      publishedOn: '2023-03-18',
      body: [
        'Anggaran Dasar mengatur nama, tempat kedudukan, asas, tujuan dan usaha koperasi, keanggotaan, ' +
          'perangkat organisasi, modal, serta pembagian Sisa Hasil Usaha.',
        'Anggaran Rumah Tangga mengatur hak dan kewajiban anggota, simpanan pokok dan wajib, tata cara ' +
          'pinjaman, serta tata tertib Rapat Anggota Tahunan (RAT).',
      ],
    },
    {
      kind: 'LAPORAN_RAT',
      title: `Laporan Pertanggungjawaban Pengurus Tahun Buku ${fiscalYear}`,
      year: fiscalYear,
      publishedOn: ratHeld,
      body: [
        `Laporan ini disampaikan kepada Rapat Anggota Tahunan tahun buku ${fiscalYear}: kegiatan usaha simpan ` +
          'pinjam, perkembangan anggota, laporan keuangan yang telah diaudit, dan rencana kerja tahun berikutnya.',
        'Rapat Anggota mengesahkan laporan ini beserta pembagian Sisa Hasil Usaha (SHU).',
      ],
    },
    {
      kind: 'NOTULEN_RAT',
      title: `Notulen Rapat Anggota Tahunan Tahun Buku ${fiscalYear}`,
      year: fiscalYear,
      publishedOn: ratHeld,
      body: [
        'Rapat dibuka oleh Ketua Koperasi dan dinyatakan kuorum. Agenda: laporan pertanggungjawaban pengurus, ' +
          'laporan pengawas, penetapan SHU, dan rencana kerja serta anggaran tahun berjalan.',
        'Seluruh agenda disetujui oleh Rapat Anggota secara musyawarah untuk mufakat.',
      ],
    },
  ];
}

/** Stores the demo governance PDFs, uploaded by the demo ADMIN. */
export async function seedGovernanceDocuments(db: Database, adminId: number, today: string): Promise<void> {
  for (const document of seedGovernanceList(today)) {
    const data = await renderSeedPdf(document);
    const [file] = await db
      .insert(files)
      .values({
        ownerKind: 'staff',
        ownerId: adminId,
        purpose: 'GOVERNANCE',
        mime: 'application/pdf',
        sizeBytes: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        data,
      })
      .returning({ id: files.id });
    if (!file) throw new Error('governance file insert returned no row');
    const { body: _body, ...metadata } = document;
    await db.insert(governanceDocuments).values({ ...metadata, fileId: file.id, createdBy: adminId });
  }
}
