/** One kind of personal data the cooperative holds, what it covers and why (UU PDP 27/2022: the purpose). */
export type DataHolding = { title: string; covers: string; purpose: string };

/** What /account/data tells the member about their data, in the order a member thinks of it. */
export const DATA_HOLDINGS: readonly DataHolding[] = [
  {
    title: 'Identitas & kepegawaian',
    covers:
      'NIK, nama, tanggal lahir, jenis kelamin, perusahaan, nomor karyawan, golongan, rekening payroll dan tanggal bergabung.',
    purpose: 'Untuk keanggotaan koperasi dan untuk menghitung plafon pinjaman Anda.',
  },
  {
    title: 'Dokumen pengajuan',
    covers: 'Swafoto dengan KTP, formulir pengajuan, dokumen pendukung, bukti transfer, dan foto profil.',
    purpose: 'Untuk memverifikasi pengajuan pinjaman, pelunasan dan setoran Anda.',
  },
  {
    title: 'Riwayat pinjaman, simpanan dan poin',
    covers:
      'Pengajuan dan riwayat persetujuannya, perjanjian dan jadwal angsuran, pelunasan, iuran dan mutasi simpanan, SHU, poin dan kupon.',
    purpose: 'Untuk pembukuan koperasi yang wajib disimpan sesuai peraturan perkoperasian dan perpajakan.',
  },
  {
    title: 'Kontak',
    covers: 'Email, nomor HP, alamat, dan pemberitahuan yang pernah dikirim kepada Anda.',
    purpose: 'Untuk mengirim kode OTP dan pemberitahuan tentang pengajuan, pelunasan dan simpanan Anda.',
  },
];
