import type { Database } from '../client';
import { blogArticles, blogComments, faqs, orgChart, pointOffers, promotions } from '../schema/index';
import { at, monthDay } from './dates';

const ARTICLES = [
  {
    slug: 'tips-mengatur-keuangan-keluarga',
    title: 'Tips Mengatur Keuangan Keluarga',
    category: 'Keuangan',
    tags: ['keuangan', 'tips'],
    author: 'Tim Redaksi KKSB',
    monthsAgo: 0,
    bodyHtml:
      '<p>Mulailah dengan mencatat pemasukan dan pengeluaran setiap bulan.</p><p>Sisihkan dana darurat minimal tiga kali pengeluaran bulanan sebelum mengambil pinjaman baru.</p>',
  },
  {
    slug: 'rapat-anggota-tahunan',
    title: 'Rapat Anggota Tahunan Koperasi',
    category: 'Berita Koperasi',
    tags: ['rat', 'koperasi'],
    author: 'Sekretariat KKSB',
    monthsAgo: 1,
    bodyHtml:
      '<p>Rapat Anggota Tahunan membahas laporan pertanggungjawaban pengurus dan pembagian sisa hasil usaha.</p>',
  },
  {
    slug: 'cara-mengajukan-pinjaman-online',
    title: 'Cara Mengajukan Pinjaman Secara Online',
    category: 'Panduan',
    tags: ['pinjaman', 'panduan'],
    author: 'Tim Redaksi KKSB',
    monthsAgo: 2,
    bodyHtml:
      '<ol><li>Masuk dengan NIK dan kata sandi.</li><li>Pilih tujuan pinjaman.</li><li>Unggah swafoto dengan KTP dan dokumen pendukung.</li><li>Pilih nominal dan tenor, lalu ajukan.</li></ol>',
  },
  {
    slug: 'manfaat-poin-anggota',
    title: 'Manfaat Poin bagi Anggota',
    category: 'Panduan',
    tags: ['poin'],
    author: 'Tim Redaksi KKSB',
    monthsAgo: 3,
    bodyHtml:
      '<p>Setiap angsuran yang dibayar tepat waktu menambah poin yang dapat ditukar dengan voucher.</p>',
  },
];

/** Blog with approved comments, FAQ, organisation chart, a promotion and point offers. */
export async function seedContent(db: Database, today: string): Promise<void> {
  const inserted = await db
    .insert(blogArticles)
    .values(
      ARTICLES.map(({ monthsAgo, ...article }) => {
        const publishedAt = at(monthDay(today, -monthsAgo, 3));
        return {
          ...article,
          status: 'PUBLISHED',
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    )
    .returning({ id: blogArticles.id, slug: blogArticles.slug });
  const [first, second] = inserted;
  if (!first || !second) throw new Error('blog articles were not inserted');
  await db.insert(blogComments).values([
    {
      articleId: first.id,
      name: 'Rudi',
      email: 'rudi@example.com',
      body: 'Sangat bermanfaat, terima kasih!',
      status: 'APPROVED',
    },
    {
      articleId: first.id,
      name: 'Lina',
      email: 'lina@example.com',
      body: 'Dana darurat memang penting.',
      status: 'APPROVED',
    },
    {
      articleId: second.id,
      name: 'Joko',
      email: 'joko@example.com',
      body: 'Kapan jadwal RAT berikutnya?',
      status: 'APPROVED',
    },
    {
      articleId: second.id,
      name: 'Anonim',
      email: 'anon@example.com',
      body: 'Menunggu moderasi.',
      status: 'PENDING',
    },
  ]);

  await db.insert(faqs).values([
    {
      category: 'Keanggotaan',
      answer: '<p>Karyawan tetap grup perusahaan otomatis menjadi anggota.</p>',
      sort: 1,
    },
    {
      category: 'Pinjaman',
      answer: '<p>Pinjaman minimal Rp 500.000 dengan tenor 6 sampai 36 bulan.</p>',
      sort: 2,
    },
    {
      category: 'Pelunasan',
      answer: '<p>Ajukan pelunasan dari halaman amortisasi, lalu unggah bukti transfer.</p>',
      sort: 3,
    },
    {
      category: 'Poin',
      answer: '<p>Poin diperoleh dari angsuran tepat waktu dan dapat ditukar voucher.</p>',
      sort: 4,
    },
  ]);

  await db.insert(orgChart).values([
    { pic: 'Bambang Sutrisno', title: 'Ketua', sort: 1 },
    { pic: 'Sri Wahyuni', title: 'Sekretaris', sort: 2 },
    { pic: 'Yuliana Putri', title: 'Bendahara', sort: 3 },
    { pic: 'Hendra Gunawan', title: 'Pengawas', sort: 4 },
  ]);

  await db.insert(promotions).values([{ title: 'Promo Anggota', url: 'https://example.com/promo-anggota' }]);

  await db.insert(pointOffers).values([
    {
      title: 'Voucher Belanja Rp 50.000',
      description: 'Berlaku di minimarket rekanan.',
      value: 100,
      validityMonths: 3,
    },
    { title: 'Voucher Pulsa Rp 25.000', description: 'Untuk semua operator.', value: 50, validityMonths: 1 },
    {
      title: 'Voucher Makan Rp 100.000',
      description: 'Berlaku di restoran rekanan.',
      value: 200,
      validityMonths: 6,
    },
  ]);
}
