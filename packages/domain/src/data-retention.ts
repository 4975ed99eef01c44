import { daysInMonth, parseIsoDate, toIsoDate } from './calendar';

/**
 * How long the cooperative keeps what (docs/data-retention.md gives the reasons). One place for every
 * period: the deletion request's page, the privacy texts and the housekeeping job read these.
 */

/**
 * Financial records (loans, instalments, savings, payroll deductions, settlements and their transfer proofs, SHU)
 * are kept 10 years: UU 8/1997 Dokumen Perusahaan Pasal 11 (10 years for bookkeeping records) and the tax
 * limitation period of UU KUP Pasal 28(11). A member's deletion request never removes them.
 */
export const FINANCIAL_RECORD_RETENTION_YEARS = 10;

/** The setting (days) after which housekeeping deletes the document photos of finished or rejected applications. */
export const DOCUMENT_PHOTO_RETENTION_SETTING = 'privacy.documentPhotoRetentionDays';
/** One year after the loan is paid off or the application is rejected or cancelled, unless ADMIN sets otherwise. */
export const DEFAULT_DOCUMENT_PHOTO_RETENTION_DAYS = 365;
export const DOCUMENT_PHOTO_RETENTION_MIN_DAYS = 1;
export const DOCUMENT_PHOTO_RETENTION_MAX_DAYS = 3650;

/** Application statuses whose uploads no longer serve a decision or a running loan (docs/product/loans.md#loan-statuses). */
export const CLOSED_APPLICATION_STATUSES = ['FIN', 'RJT', 'CNCL'] as const;

export type RetentionLine = { what: string; period: string; why: string };

/** What a deletion request cannot remove, in the member's words. */
export const RETAINED_ON_DELETION: readonly RetentionLine[] = [
  {
    what: 'Pinjaman, angsuran, pelunasan dan bukti transfernya',
    period: `${FINANCIAL_RECORD_RETENTION_YEARS} tahun`,
    why: 'Catatan keuangan wajib disimpan (UU Dokumen Perusahaan dan ketentuan perpajakan).',
  },
  {
    what: 'Simpanan pokok, wajib dan sukarela, SHU, serta potongan payroll',
    period: `${FINANCIAL_RECORD_RETENTION_YEARS} tahun`,
    why: 'Catatan keuangan wajib disimpan (UU Dokumen Perusahaan dan ketentuan perpajakan).',
  },
  {
    what: 'Identitas keanggotaan (NIK, nama, perusahaan, rekening payroll)',
    period: `selama menjadi anggota, lalu ${FINANCIAL_RECORD_RETENTION_YEARS} tahun`,
    why: 'Diperlukan untuk catatan keuangan di atas dan untuk masuk ke portal.',
  },
  {
    what: 'Pengajuan yang sedang berjalan beserta dokumennya',
    period: 'sampai pinjaman lunas atau pengajuan selesai',
    why: 'Masih diperlukan untuk keputusan dan pinjaman yang berjalan.',
  },
];

/** What an approved deletion request removes or anonymises. */
export const ERASED_ON_DELETION: readonly string[] = [
  'Swafoto dengan KTP, form pengajuan dan dokumen pendukung dari pengajuan yang sudah lunas, ditolak atau dibatalkan',
  'Foto profil',
  'Nama, e-mail dan alamat IP pada komentar blog yang Anda kirim dengan e-mail anggota (komentar tampil sebagai "Anonim")',
];

/**
 * The last day (Jakarta date, `YYYY-MM-DD`) a member who left on `leftOn` may still sign in to download their
 * documents and data (read-only, nothing else): FINANCIAL_RECORD_RETENTION_YEARS later, as long as the cooperative
 * keeps the records those documents state (docs/decisions/0017-former-member-access.md). The same calendar day;
 * 29 February falls back to the 28th.
 */
export function formerAccessUntil(leftOn: string): string {
  const { year, month, day } = parseIsoDate(leftOn);
  const untilYear = year + FINANCIAL_RECORD_RETENTION_YEARS;
  return toIsoDate({ year: untilYear, month, day: Math.min(day, daysInMonth(untilYear, month)) });
}
