import { SETTLEMENT_INTEREST_RULE } from '@kopkar/domain';
import type { Database } from '../client';
import { pages } from '../schema/index';

const ABOUT = `<h2>Tentang Kami</h2>
<p>Koperasi Karyawan Sejahtera Bersama berdiri sejak 2012 sebagai wadah simpan pinjam bagi karyawan
grup perusahaan pembiayaan. Saat ini lebih dari 5000 karyawan telah menjadi anggota.</p>
<p>Kami membantu anggota memenuhi kebutuhan pendidikan, renovasi rumah, kesehatan, dan kendaraan dengan
proses pengajuan yang mudah, bunga yang wajar, dan potongan langsung melalui gaji.</p>
<h3>Visi</h3>
<p>Menjadi koperasi karyawan yang terpercaya, sehat, dan menyejahterakan seluruh anggotanya.</p>
<h3>Misi</h3>
<ul>
<li>Menyediakan pinjaman yang cepat, transparan, dan terjangkau bagi anggota.</li>
<li>Mengelola iuran anggota secara amanah dan melaporkannya dalam Rapat Anggota Tahunan.</li>
<li>Mengembangkan layanan digital agar anggota dapat mengurus keperluannya dari mana saja.</li>
</ul>
<h3>Layanan</h3>
<p>Melalui portal anggota, Anda dapat mengajukan pinjaman, memantau status persetujuan, melihat jadwal
angsuran, mengajukan pelunasan dipercepat, dan menukar poin dengan voucher.</p>`;

const TERMS = `<h2>Syarat dan Ketentuan Keanggotaan</h2>
<ol>
<li>Karyawan yang telah diangkat menjadi karyawan tetap secara otomatis menjadi anggota koperasi.</li>
<li>Iuran wajib dipotong setiap bulan sesuai golongan jabatan, mengikuti periode penggajian.</li>
<li>Akumulasi iuran wajib adalah milik anggota dan menjadi pertimbangan dalam menentukan plafon pinjaman.</li>
<li>Anggota harus masih bekerja di lingkungan grup perusahaan.</li>
</ol>
<h3>Ketentuan Pinjaman</h3>
<p>Pinjaman minimal Rp 500.000 dengan kelipatan Rp 500.000 dan tenor 6 sampai 36 bulan sesuai produk.
Angsuran dipotong dari gaji sebelum tanggal 25 setiap bulan.</p>
<p>Anggota yang masih memiliki dua pinjaman atau lebih yang belum lunas belum dapat mengajukan pinjaman baru.
Dana pinjaman yang disetujui dicairkan ke rekening payroll paling lambat 48 jam setelah persetujuan.</p>
<h3>Pelunasan Dipercepat</h3>
<p>Anggota dapat melunasi pinjaman sebelum jatuh tempo melalui halaman amortisasi. Jumlah yang harus dibayar
adalah sisa pokok ditambah bunga berjalan.</p>
<p>${SETTLEMENT_INTEREST_RULE}</p>`;

const PRIVACY = `<h2>Kebijakan Privasi</h2>
<p>Kebijakan ini menjelaskan data apa yang kami kumpulkan melalui portal anggota, untuk apa data itu
digunakan, dan bagaimana kami melindunginya.</p>
<h3>Data yang Kami Kumpulkan</h3>
<ul>
<li>Data kepegawaian: NIK, nama, perusahaan, golongan jabatan, tanggal bergabung, dan rekening gaji.</li>
<li>Data kontak: alamat email, nomor telepon, dan alamat tempat tinggal.</li>
<li>Dokumen yang Anda unggah: swafoto dengan KTP, formulir pengajuan, dokumen pendukung, dan bukti transfer.</li>
<li>Riwayat iuran, pinjaman, angsuran, dan poin Anda.</li>
</ul>
<h3>Penggunaan Data</h3>
<p>Data hanya digunakan untuk melayani keanggotaan dan pinjaman Anda: menilai dan memproses pengajuan,
memotong angsuran melalui payroll, mengirim pemberitahuan, dan memenuhi kewajiban pelaporan koperasi.</p>
<h3>Perlindungan dan Pembagian Data</h3>
<p>Data disimpan dengan aman dan hanya dapat diakses oleh petugas yang berwenang sesuai perannya. Data tidak
dibagikan kepada pihak lain di luar grup perusahaan kecuali diwajibkan oleh hukum.</p>
<h3>Hak Anggota</h3>
<p>Anda dapat memperbarui email, nomor telepon, dan alamat melalui halaman Akun, atau menghubungi pengurus
koperasi untuk pertanyaan mengenai data pribadi Anda.</p>`;

/** The terms' early-settlement paragraphs: the interest rule is the domain's words (ADR 0018). */
export const TERMS_SETTLEMENT_HTML = TERMS.slice(TERMS.indexOf('<h3>Pelunasan Dipercepat</h3>'));

/** About, terms (with the four membership rules of docs/product/screens.md) and privacy. */
export async function seedPages(db: Database): Promise<void> {
  await db.insert(pages).values([
    { slug: 'about', title: 'Tentang Kami', bodyHtml: ABOUT },
    { slug: 'terms', title: 'Syarat dan Ketentuan', bodyHtml: TERMS },
    { slug: 'privacy', title: 'Kebijakan Privasi', bodyHtml: PRIVACY },
  ]);
}
