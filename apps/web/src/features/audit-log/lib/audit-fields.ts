import {
  DATA_REQUEST_STATUS_LABELS,
  describeLoanStatus,
  formatDate,
  formatDateTime,
  formatRupiah,
  RESIGNATION_STATUS_LABELS,
} from '@kopkar/domain';

/** Indonesian names of the fields the audit writers store before and after a change. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  status: 'Status',
  reason: 'Alasan',
  note: 'Catatan',
  notes: 'Catatan',
  value: 'Nilai',
  key: 'Kunci',
  name: 'Nama',
  nik: 'NIK',
  NIK: 'NIK',
  email: 'E-mail',
  username: 'Nama pengguna',
  role: 'Peran',
  jobTitle: 'Jabatan',
  isActive: 'Aktif',
  title: 'Judul',
  category: 'Kategori',
  amount: 'Jumlah',
  total: 'Total',
  balance: 'Saldo',
  balanceAfter: 'Saldo sesudahnya',
  delta: 'Perubahan',
  reserved: 'Dicadangkan',
  payout: 'Dibayarkan',
  refunded: 'Dikembalikan',
  agreementNo: 'No. perjanjian',
  AgreementNo: 'No. perjanjian',
  FeeAdmin: 'Biaya admin',
  pta: 'PTA',
  sisapokok: 'Sisa pokok pinjaman lama',
  sisabunga: 'Sisa bunga pinjaman lama',
  TotalPencairan: 'Total pencairan',
  LoanAmount: 'Jumlah pinjaman',
  Tenor: 'Tenor (bulan)',
  InstallmentAmount: 'Angsuran',
  TglPencairan: 'Tanggal pencairan',
  TglPotongan: 'Potongan pertama',
  replaceAgreementId: 'Pinjaman yang dilunasi',
  interestMonths: 'Bulan bunga pelunasan',
  payrollAccountNo: 'Rekening payroll',
  payrollAccountName: 'Nama rekening payroll',
  currentStep: 'Langkah persetujuan',
  round: 'Putaran',
  type: 'Jenis pengajuan',
  transferDate: 'Tanggal transfer',
  quoteValidUntil: 'Penawaran berlaku sampai',
  quotedPayout: 'Perkiraan pembayaran',
  quotedShortfall: 'Perkiraan kekurangan',
  settledLoans: 'Pinjaman dilunasi',
  summary: 'Ringkasan',
  createdWithoutEmail: 'Baru tanpa e-mail',
  simpananPokok: 'Simpanan pokok',
  created: 'Baru',
  updated: 'Diperbarui',
  unchanged: 'Tetap',
  rejected: 'Ditolak',
  files: 'Berkas',
  bytes: 'Ukuran (byte)',
  retentionDays: 'Masa simpan (hari)',
  closedBefore: 'Ditutup sebelum',
  publishedAt: 'Diterbitkan',
  coverFileId: 'Berkas sampul',
  repaymentChannel: 'Cara bayar angsuran',
  resignedAt: 'Tanggal keluar',
  emailedTo: 'Dikirim ke e-mail',
  sessionsRevoked: 'Sesi diakhiri',
  ledgerId: 'Baris buku besar',
  answers: 'Jumlah jawaban',
  changes: 'Perubahan',
};

const MONEY_FIELDS = new Set([
  'amount',
  'total',
  'balance',
  'balanceAfter',
  'delta',
  'reserved',
  'payout',
  'refunded',
  'FeeAdmin',
  'pta',
  'sisapokok',
  'sisabunga',
  'TotalPencairan',
  'LoanAmount',
  'InstallmentAmount',
  'quotedPayout',
  'quotedShortfall',
  'simpananPokok',
]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's Indonesian name; one not in the list reads as words ('payoutAccountNo' → 'payout account no'). */
export function labelAuditField(key: string): string {
  return (
    FIELD_LABELS[key] ??
    key
      .replace(/[_-]+/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
  );
}

function labelStatus(entity: string, code: string): string {
  if (entity === 'application') return `${describeLoanStatus(code).label} (${code})`;
  const labels: Readonly<Record<string, string>> =
    entity === 'data-request'
      ? DATA_REQUEST_STATUS_LABELS
      : entity === 'resignation'
        ? RESIGNATION_STATUS_LABELS
        : {};
  return labels[code] ? `${labels[code]} (${code})` : code;
}

/** A stored value as a person reads it: Rupiah, DD-MM-YYYY, WIB times, Ya/Tidak, status names; '–' for none. */
export function formatAuditValue(entity: string, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'number') return MONEY_FIELDS.has(key) ? formatRupiah(value) : String(value);
  if (typeof value === 'string') {
    if (key === 'status') return labelStatus(entity, value);
    if (ISO_DATE.test(value)) return formatDate(value);
    if (ISO_TIMESTAMP.test(value)) return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object' || item === null)) return value.join(', ');
    return value.map((item) => formatAuditValue(entity, key, item)).join('\n');
  }
  return Object.entries(value as Record<string, unknown>)
    .map(([name, inner]) => `${labelAuditField(name)}: ${formatAuditValue(entity, name, inner)}`)
    .join('; ');
}

export type AuditChangeRow = { label: string; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The before/after table: one row per field either side holds, in the order they were written; a value that is
 * not a set of fields (a list of chain steps) is one row 'Isi'.
 */
export function listAuditChanges(entity: string, before: unknown, after: unknown): AuditChangeRow[] {
  const absent = (value: unknown) => value === null || value === undefined;
  if ((absent(before) || isRecord(before)) && (absent(after) || isRecord(after))) {
    const old = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    return [...new Set([...Object.keys(old), ...Object.keys(now)])].map((key) => ({
      label: labelAuditField(key),
      before: formatAuditValue(entity, key, old[key]),
      after: formatAuditValue(entity, key, now[key]),
    }));
  }
  return [
    {
      label: 'Isi',
      before: formatAuditValue(entity, '', before),
      after: formatAuditValue(entity, '', after),
    },
  ];
}
