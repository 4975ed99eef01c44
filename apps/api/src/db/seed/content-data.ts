import type { Database } from '../client';
import { faqs, orgChart, pointOffers, promotions } from '../schema/index';
import { seedBlog } from './blog-data';

/** Blog with approved comments, FAQ, organisation chart, a promotion and point offers. */
export async function seedContent(db: Database, today: string): Promise<void> {
  await seedBlog(db, today);

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
