import type { Database } from '../client';
import { blogArticles, blogComments } from '../schema/index';
import { type CoverMotif, storeCover } from './blog-covers';
import { at } from './dates';

type ArticleSeed = {
  slug: string;
  title: string;
  category: string;
  tags: string[];
  author: string;
  /** Days before the seed date: every article is in the past, two or three fall in each month. */
  daysAgo: number;
  cover: [CoverMotif, string, string];
  bodyHtml: string;
};

const REDAKSI = 'Tim Redaksi KKSB';
const SEKRETARIAT = 'Sekretariat KKSB';

/** Sixteen articles over about six months and five categories: enough for three pages of six and an archive. */
const ARTICLES: ArticleSeed[] = [
  {
    slug: 'tips-mengatur-keuangan-keluarga',
    title: 'Tips Mengatur Keuangan Keluarga',
    category: 'Keuangan',
    tags: ['keuangan', 'tips'],
    author: REDAKSI,
    daysAgo: 1,
    cover: ['coins', '#0f5e9c', '#38bdf8'],
    bodyHtml:
      '<p>Mulailah dengan mencatat pemasukan dan pengeluaran setiap bulan. Catatan sederhana di buku atau aplikasi sudah cukup untuk melihat ke mana uang keluarga pergi.</p><h2>Tiga langkah awal</h2><ol><li>Pisahkan kebutuhan pokok, cicilan, dan keinginan.</li><li>Sisihkan tabungan di awal bulan, bukan dari sisa.</li><li>Tinjau ulang pengeluaran langganan yang jarang dipakai.</li></ol><p>Sisihkan <strong>dana darurat</strong> minimal tiga kali pengeluaran bulanan sebelum mengambil pinjaman baru.</p>',
  },
  {
    slug: 'simpanan-wajib-dan-plafon-pinjaman',
    title: 'Hubungan Simpanan Wajib dengan Plafon Pinjaman',
    category: 'Panduan',
    tags: ['simpanan', 'pinjaman'],
    author: REDAKSI,
    daysAgo: 9,
    cover: ['checklist', '#166534', '#4ade80'],
    bodyHtml:
      '<p>Simpanan wajib dipotong setiap bulan dari gaji sesuai golongan jabatan. Saldo simpanan ini menjadi dasar perhitungan plafon pinjaman Anda.</p><p>Semakin lama Anda menjadi anggota, semakin besar saldo simpanan wajib, sehingga plafon pinjaman juga ikut naik. Plafon dikurangi sisa pokok pinjaman yang masih berjalan.</p><blockquote>Saldo simpanan wajib tetap milik anggota dan dapat dilihat di halaman Akun.</blockquote>',
  },
  {
    slug: 'rapat-anggota-tahunan',
    title: 'Rapat Anggota Tahunan Koperasi',
    category: 'Berita Koperasi',
    tags: ['rat', 'koperasi'],
    author: SEKRETARIAT,
    daysAgo: 17,
    cover: ['people', '#9a3412', '#fb923c'],
    bodyHtml:
      '<p>Rapat Anggota Tahunan (RAT) membahas laporan pertanggungjawaban pengurus, rencana kerja tahun depan, dan pembagian sisa hasil usaha (SHU).</p><p>Seluruh anggota diundang hadir. Anggota yang berhalangan dapat menyampaikan usulan tertulis melalui sekretariat paling lambat satu minggu sebelum rapat.</p>',
  },
  {
    slug: 'waspada-penipuan-mengatasnamakan-koperasi',
    title: 'Waspada Penipuan yang Mengatasnamakan Koperasi',
    category: 'Keamanan Digital',
    tags: ['keamanan', 'penipuan'],
    author: REDAKSI,
    daysAgo: 26,
    cover: ['shield', '#1e3a8a', '#60a5fa'],
    bodyHtml:
      '<p>Pengurus koperasi <strong>tidak pernah</strong> meminta kata sandi, kode OTP, atau transfer biaya administrasi melalui telepon maupun pesan singkat.</p><ul><li>Jangan bagikan kode OTP kepada siapa pun.</li><li>Pastikan alamat portal yang Anda buka benar sebelum memasukkan NIK dan kata sandi.</li><li>Laporkan pesan mencurigakan ke sekretariat koperasi.</li></ul>',
  },
  {
    slug: 'cara-mengajukan-pinjaman-online',
    title: 'Cara Mengajukan Pinjaman Secara Online',
    category: 'Panduan',
    tags: ['pinjaman', 'panduan'],
    author: REDAKSI,
    daysAgo: 34,
    cover: ['phone', '#0f766e', '#2dd4bf'],
    bodyHtml:
      '<p>Pengajuan pinjaman kini cukup dilakukan dari portal anggota, tanpa formulir kertas.</p><ol><li>Masuk dengan NIK dan kata sandi.</li><li>Pilih tujuan pinjaman.</li><li>Unggah swafoto dengan KTP dan dokumen pendukung.</li><li>Pilih nominal dan tenor, lalu ajukan.</li></ol><p>Status persetujuan dapat dipantau dari halaman Beranda dan notifikasi.</p>',
  },
  {
    slug: 'menabung-untuk-biaya-pendidikan-anak',
    title: 'Menabung untuk Biaya Pendidikan Anak',
    category: 'Keuangan',
    tags: ['pendidikan', 'tabungan'],
    author: REDAKSI,
    daysAgo: 45,
    cover: ['piggy', '#6d28d9', '#c084fc'],
    bodyHtml:
      '<p>Biaya pendidikan naik setiap tahun. Hitung perkiraan biaya masuk sekolah anak beberapa tahun ke depan, lalu bagi dengan jumlah bulan yang tersisa.</p><p>Angka itulah target tabungan bulanan Anda. Menabung rutin sedikit demi sedikit lebih ringan daripada meminjam mendadak menjelang tahun ajaran baru.</p>',
  },
  {
    slug: 'manfaat-poin-anggota',
    title: 'Manfaat Poin bagi Anggota',
    category: 'Panduan',
    tags: ['poin'],
    author: REDAKSI,
    daysAgo: 52,
    cover: ['coins', '#a16207', '#facc15'],
    bodyHtml:
      '<p>Setiap angsuran yang dibayar tepat waktu menambah poin yang dapat ditukar dengan voucher belanja, pulsa, atau makan di halaman Poin.</p><p>Riwayat penukaran dan masa berlaku voucher dapat dilihat di halaman Riwayat Poin.</p>',
  },
  {
    slug: 'olahraga-ringan-di-sela-jam-kerja',
    title: 'Olahraga Ringan di Sela Jam Kerja',
    category: 'Gaya Hidup',
    tags: ['kesehatan', 'kantor'],
    author: REDAKSI,
    daysAgo: 63,
    cover: ['heart', '#be123c', '#fb7185'],
    bodyHtml:
      '<p>Duduk terlalu lama membuat punggung dan leher cepat pegal. Luangkan lima menit setiap jam untuk berdiri dan meregangkan badan.</p><ul><li>Putar bahu ke depan dan ke belakang sepuluh kali.</li><li>Gunakan tangga, bukan lift, untuk satu atau dua lantai.</li><li>Minum air putih yang cukup sepanjang hari.</li></ul>',
  },
  {
    slug: 'pembagian-shu-tahun-buku-lalu',
    title: 'Pembagian SHU Tahun Buku Lalu',
    category: 'Berita Koperasi',
    tags: ['shu', 'koperasi'],
    author: SEKRETARIAT,
    daysAgo: 71,
    cover: ['chart', '#0f5e9c', '#7dd3fc'],
    bodyHtml:
      '<p>Sisa hasil usaha tahun buku lalu telah ditetapkan dalam RAT dan dibagikan kepada anggota sesuai jasa simpanan dan jasa pinjaman masing-masing.</p><p>Dana SHU ditransfer ke rekening payroll anggota. Rincian perhitungan dapat ditanyakan ke sekretariat.</p>',
  },
  {
    slug: 'mengenal-pelunasan-dipercepat',
    title: 'Mengenal Pelunasan Dipercepat',
    category: 'Panduan',
    tags: ['pelunasan', 'pinjaman'],
    author: REDAKSI,
    daysAgo: 84,
    cover: ['checklist', '#155e75', '#22d3ee'],
    bodyHtml:
      '<p>Anggota dapat melunasi pinjaman sebelum tenor berakhir. Jumlah yang dibayar adalah sisa pokok ditambah bunga berjalan yang dihitung per hari, seperti dijelaskan di Syarat dan Ketentuan.</p><ol><li>Buka laporan amortisasi dan tekan Ajukan Pelunasan.</li><li>Tunggu pengecekan admin.</li><li>Transfer ke nomor virtual account, lalu unggah bukti transfer.</li></ol>',
  },
  {
    slug: 'kata-sandi-yang-kuat',
    title: 'Membuat Kata Sandi yang Kuat dan Mudah Diingat',
    category: 'Keamanan Digital',
    tags: ['keamanan', 'akun'],
    author: REDAKSI,
    daysAgo: 96,
    cover: ['shield', '#334155', '#94a3b8'],
    bodyHtml:
      '<p>Gunakan frasa beberapa kata yang hanya Anda ketahui, misalnya gabungan nama tempat dan kegiatan favorit, ditambah angka.</p><p>Jangan memakai tanggal lahir atau NIK sebagai kata sandi, dan jangan memakai kata sandi yang sama dengan akun media sosial.</p>',
  },
  {
    slug: 'belanja-hemat-akhir-bulan',
    title: 'Belanja Hemat Menjelang Akhir Bulan',
    category: 'Gaya Hidup',
    tags: ['hemat', 'tips'],
    author: REDAKSI,
    daysAgo: 103,
    cover: ['piggy', '#b45309', '#fbbf24'],
    bodyHtml:
      '<p>Buat daftar belanja sebelum berangkat dan patuhi daftar itu. Bandingkan harga per satuan, bukan harga per kemasan.</p><p>Masak dalam jumlah cukup untuk dua hari dapat menghemat waktu dan biaya makan siang di kantor.</p>',
  },
  {
    slug: 'koperasi-raih-penghargaan',
    title: 'Koperasi Raih Penghargaan Koperasi Sehat',
    category: 'Berita Koperasi',
    tags: ['penghargaan', 'koperasi'],
    author: SEKRETARIAT,
    daysAgo: 117,
    cover: ['chart', '#15803d', '#86efac'],
    bodyHtml:
      '<p>Koperasi menerima predikat koperasi sehat dari dinas koperasi setempat berdasarkan penilaian permodalan, kualitas aktiva, dan tata kelola.</p><p>Terima kasih kepada seluruh anggota yang disiplin membayar angsuran tepat waktu.</p>',
  },
  {
    slug: 'dana-darurat-berapa-idealnya',
    title: 'Dana Darurat: Berapa Idealnya?',
    category: 'Keuangan',
    tags: ['dana darurat', 'keuangan'],
    author: REDAKSI,
    daysAgo: 131,
    cover: ['coins', '#7c2d12', '#f97316'],
    bodyHtml:
      '<p>Untuk karyawan lajang, dana darurat idealnya tiga kali pengeluaran bulanan. Untuk yang sudah berkeluarga, enam kali pengeluaran bulanan.</p><p>Simpan dana darurat di tempat yang mudah dicairkan, terpisah dari rekening belanja sehari-hari.</p>',
  },
  {
    slug: 'menjaga-kesehatan-mata-saat-bekerja',
    title: 'Menjaga Kesehatan Mata Saat Bekerja di Depan Layar',
    category: 'Gaya Hidup',
    tags: ['kesehatan'],
    author: REDAKSI,
    daysAgo: 148,
    cover: ['heart', '#0e7490', '#67e8f9'],
    bodyHtml:
      '<p>Terapkan aturan 20-20-20: setiap 20 menit, lihat benda sejauh 20 kaki (sekitar 6 meter) selama 20 detik.</p><p>Atur kecerahan layar agar sesuai dengan cahaya ruangan dan posisikan layar sedikit di bawah garis mata.</p>',
  },
  {
    slug: 'portal-anggota-kini-bisa-dipasang',
    title: 'Portal Anggota Kini Bisa Dipasang di Ponsel',
    category: 'Berita Koperasi',
    tags: ['portal', 'aplikasi'],
    author: SEKRETARIAT,
    daysAgo: 166,
    cover: ['phone', '#1e40af', '#93c5fd'],
    bodyHtml:
      '<p>Portal anggota dapat dipasang di layar utama ponsel seperti aplikasi. Buka portal di peramban, lalu pilih <em>Tambahkan ke layar utama</em>.</p><p>Fitur belanja khusus anggota segera hadir.</p>',
  },
];

const COMMENTS: { slug: string; name: string; email: string; body: string; status: string }[] = [
  {
    slug: 'tips-mengatur-keuangan-keluarga',
    name: 'Rudi',
    email: 'rudi@example.com',
    body: 'Sangat bermanfaat, terima kasih!',
    status: 'APPROVED',
  },
  {
    slug: 'tips-mengatur-keuangan-keluarga',
    name: 'Lina',
    email: 'lina@example.com',
    body: 'Dana darurat memang penting.',
    status: 'APPROVED',
  },
  {
    slug: 'rapat-anggota-tahunan',
    name: 'Joko',
    email: 'joko@example.com',
    body: 'Kapan jadwal RAT berikutnya?',
    status: 'APPROVED',
  },
  {
    slug: 'rapat-anggota-tahunan',
    name: 'Anonim',
    email: 'anon@example.com',
    body: 'Menunggu moderasi.',
    status: 'PENDING',
  },
  {
    slug: 'cara-mengajukan-pinjaman-online',
    name: 'Sari',
    email: 'sari@example.com',
    body: 'Ternyata cepat sekali prosesnya.',
    status: 'APPROVED',
  },
];

/** `YYYY-MM-DD` `days` days before `iso`. */
function daysBefore(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The demo blog: published articles with drawn covers, and a few comments (one waiting for moderation). */
export async function seedBlog(db: Database, today: string): Promise<void> {
  const ids = new Map<string, number>();
  for (const { daysAgo, cover, ...article } of ARTICLES) {
    const publishedAt = at(daysBefore(today, daysAgo));
    const coverFileId = await storeCover(db, ...cover);
    const [row] = await db
      .insert(blogArticles)
      .values({
        ...article,
        coverFileId,
        status: 'PUBLISHED',
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: blogArticles.id });
    if (!row) throw new Error(`blog article ${article.slug} was not inserted`);
    ids.set(article.slug, row.id);
  }
  await db.insert(blogComments).values(
    COMMENTS.map(({ slug, ...comment }) => {
      const articleId = ids.get(slug);
      if (!articleId) throw new Error(`no seeded article ${slug}`);
      return { ...comment, articleId };
    }),
  );
}
