/**
 * The kinds of personal data the cooperative holds, why (UU PDP 27/2022 Pasal 20: the purpose and its legal
 * basis) and for how long. The one source of the public privacy page (`/privasi`) and of /account/data's "Data
 * yang kami simpan": the two never say different things.
 */

import { DEFAULT_DOCUMENT_PHOTO_RETENTION_DAYS, FINANCIAL_RECORD_RETENTION_YEARS } from './data-retention';

/** Financial books and their supporting documents (data-retention.ts holds the period and its legal basis). */
export const LEGAL_RECORD_RETENTION_YEARS = FINANCIAL_RECORD_RETENTION_YEARS;
/** Selfies with KTP and application forms of a finished, rejected or cancelled application: the setting's default. */
const APPLICATION_DOCUMENT_RETENTION_MONTHS = Math.round(DEFAULT_DOCUMENT_PHOTO_RETENTION_DAYS / 30.4);
/** Audit entries (who changed or opened what), kept to answer a member's or an examiner's question. */
export const AUDIT_RETENTION_YEARS = 5;
/** Notifications shown in the portal and the e-mails sent with them. */
export const NOTIFICATION_RETENTION_YEARS = 2;

/** Why the law lets the cooperative process the data (UU PDP Pasal 20 ayat 2). */
export const LEGAL_BASIS_LABELS = {
  CONTRACT: 'Perjanjian keanggotaan dan pinjaman dengan Anda',
  LEGAL_OBLIGATION: 'Kewajiban hukum (perkoperasian dan perpajakan)',
  CONSENT: 'Persetujuan Anda',
  LEGITIMATE_INTEREST: 'Kepentingan yang sah koperasi (keamanan dan pengawasan)',
} as const;
export type LegalBasis = keyof typeof LEGAL_BASIS_LABELS;

export type PersonalDataCategory = {
  key: string;
  title: string;
  /** What the category covers, in the member's words. */
  covers: string;
  /** What it is used for (the purpose of processing), in plain Indonesian. */
  purpose: string;
  basis: LegalBasis;
  /** How long it is kept and what happens after. */
  retention: string;
};

/** In the order a member thinks of their data. */
export const PERSONAL_DATA_CATEGORIES: readonly PersonalDataCategory[] = [
  {
    key: 'identity',
    title: 'Identitas & kepegawaian',
    covers:
      'NIK, nama, tanggal lahir, jenis kelamin, perusahaan, nomor karyawan, golongan, rekening payroll dan tanggal bergabung.',
    purpose: 'Untuk keanggotaan koperasi dan untuk menghitung plafon pinjaman Anda.',
    basis: 'CONTRACT',
    retention: `Selama Anda menjadi anggota. Setelah Anda keluar, hanya data yang tercantum pada catatan keuangan yang disimpan ${LEGAL_RECORD_RETENTION_YEARS} tahun; sisanya dihapus.`,
  },
  {
    key: 'documents',
    title: 'Dokumen pengajuan',
    covers: 'Swafoto dengan KTP, formulir pengajuan, dokumen pendukung, bukti transfer, dan foto profil.',
    purpose: 'Untuk memverifikasi pengajuan pinjaman, pelunasan dan setoran Anda.',
    basis: 'CONTRACT',
    retention: `Swafoto dengan KTP dan formulir pengajuan disimpan sampai ${APPLICATION_DOCUMENT_RETENTION_MONTHS} bulan setelah pinjaman lunas atau pengajuan ditolak/dibatalkan, lalu dihapus. Bukti transfer termasuk catatan keuangan (${LEGAL_RECORD_RETENTION_YEARS} tahun). Foto profil sampai Anda menggantinya atau keluar.`,
  },
  {
    key: 'records',
    title: 'Riwayat pinjaman, simpanan dan poin',
    covers:
      'Pengajuan dan riwayat persetujuannya, perjanjian dan jadwal angsuran, pelunasan, iuran dan mutasi simpanan, SHU, poin dan kupon, serta daftar dokumen yang diterbitkan untuk Anda (nomor, kode verifikasi, nama yang disamarkan dan angka utamanya).',
    purpose:
      'Untuk pembukuan koperasi yang wajib disimpan sesuai peraturan perkoperasian dan perpajakan, dan agar pihak yang Anda beri dokumen (misalnya bank) dapat memeriksa keasliannya dengan kode verifikasinya.',
    basis: 'LEGAL_OBLIGATION',
    retention: `${LEGAL_RECORD_RETENTION_YEARS} tahun setelah tahun buku berakhir, termasuk potongan gaji (payroll). Tidak dapat dihapus atas permintaan selama masa itu.`,
  },
  {
    key: 'contact',
    title: 'Kontak',
    covers: 'Email, nomor HP, alamat, dan pemberitahuan yang pernah dikirim kepada Anda.',
    purpose: 'Untuk mengirim kode OTP dan pemberitahuan tentang pengajuan, pelunasan dan simpanan Anda.',
    basis: 'CONTRACT',
    retention: `Kontak selama Anda menjadi anggota. Pemberitahuan dan email yang terkirim ${NOTIFICATION_RETENTION_YEARS} tahun.`,
  },
  {
    key: 'consents',
    title: 'Persetujuan Anda',
    covers: 'Versi Syarat & Ketentuan dan Kebijakan Privasi yang Anda setujui, beserta waktunya.',
    purpose: 'Untuk membuktikan apa yang Anda setujui dan kapan.',
    basis: 'LEGAL_OBLIGATION',
    retention: `Selama Anda menjadi anggota dan ${AUDIT_RETENTION_YEARS} tahun setelahnya.`,
  },
  {
    key: 'audit',
    title: 'Catatan akses dan keamanan',
    covers:
      'Catatan siapa (petugas) yang membuka dokumen Anda atau mengubah data Anda, serta sesi login Anda.',
    purpose: 'Untuk menjaga keamanan data Anda dan agar Anda dapat melihat siapa yang membuka dokumen Anda.',
    basis: 'LEGITIMATE_INTEREST',
    retention: `Catatan audit ${AUDIT_RETENTION_YEARS} tahun. Sesi login berakhir saat Anda keluar atau kedaluwarsa.`,
  },
];
