import type { Database } from '../client';
import { pages } from '../schema/index';

const ABOUT = `<h2>Tentang Kami</h2>
<p>Koperasi Karyawan Sejahtera Bersama berdiri sejak 2012 sebagai wadah simpan pinjam bagi karyawan
grup perusahaan pembiayaan. Saat ini lebih dari 5000 karyawan telah menjadi anggota.</p>
<p>Kami membantu anggota memenuhi kebutuhan pendidikan, renovasi rumah, kesehatan, dan kendaraan dengan
proses pengajuan yang mudah, bunga yang wajar, dan potongan langsung melalui gaji.</p>`;

const TERMS = `<h2>Syarat dan Ketentuan Keanggotaan</h2>
<ol>
<li>Karyawan yang telah diangkat menjadi karyawan tetap secara otomatis menjadi anggota koperasi.</li>
<li>Iuran wajib dipotong setiap bulan sesuai golongan jabatan, mengikuti periode penggajian.</li>
<li>Akumulasi iuran wajib adalah milik anggota dan menjadi pertimbangan dalam menentukan plafon pinjaman.</li>
<li>Anggota harus masih bekerja di lingkungan grup perusahaan.</li>
</ol>
<h3>Ketentuan Pinjaman</h3>
<p>Pinjaman minimal Rp 500.000 dengan kelipatan Rp 500.000 dan tenor 6 sampai 36 bulan sesuai produk.
Angsuran dipotong dari gaji sebelum tanggal 25 setiap bulan.</p>`;

const PRIVACY = `<h2>Kebijakan Privasi</h2>
<p>Kami mengumpulkan data yang diperlukan untuk keanggotaan dan pinjaman: NIK, nama, data kepegawaian,
kontak, rekening gaji, serta dokumen yang Anda unggah.</p>
<p>Data hanya digunakan untuk melayani keanggotaan dan pinjaman Anda, disimpan dengan aman, dan tidak
dibagikan kepada pihak lain di luar grup perusahaan kecuali diwajibkan oleh hukum.</p>
<p>Anda dapat meminta pembaruan data melalui halaman Akun atau menghubungi pengurus koperasi.</p>`;

/** About, terms (with the four membership rules of SPEC §2) and privacy. */
export async function seedPages(db: Database): Promise<void> {
  await db.insert(pages).values([
    { slug: 'about', title: 'Tentang Kami', bodyHtml: ABOUT },
    { slug: 'terms', title: 'Syarat dan Ketentuan', bodyHtml: TERMS },
    { slug: 'privacy', title: 'Kebijakan Privasi', bodyHtml: PRIVACY },
  ]);
}
