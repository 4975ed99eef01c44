import {
  checkDocumentNumberFormat,
  formatDocumentNumber,
  type SettingKey,
  todayInJakarta,
} from '@kopkar/domain';

/** How a setting is typed in (or, for 'choice', picked from a list): each kind has its own input and parsing. */
export type SettingKind =
  | 'number'
  | 'integer'
  | 'money'
  | 'percent'
  | 'colour'
  | 'url'
  | 'text'
  | 'grades'
  | 'choice';

/** One answer of a 'choice' setting: the value stored and what the select shows. */
export type SettingChoice = { value: string; label: string };

type SettingFieldBase = {
  key: SettingKey;
  label: string;
  helper?: string;
  /** What the typed value would produce, shown under the field while typing (e.g. a sample document number). */
  preview?: (text: string) => string;
};

export type SettingField =
  | (SettingFieldBase & { kind: Exclude<SettingKind, 'choice'> })
  | (SettingFieldBase & { kind: 'choice'; options: readonly SettingChoice[] });

/** A sample number (the 12th settlement letter of today) for the typed format, or why the format cannot be used. */
export function previewDocumentNumber(format: string): string {
  const problem = checkDocumentNumberFormat(format.trim());
  if (problem) return problem;
  const sample = formatDocumentNumber(format.trim(), {
    sequence: 12,
    code: 'SKL',
    issuedOn: todayInJakarta(),
  });
  return `Contoh: ${sample}`;
}
/** A setting of several parts, typed in a form of its own: the SHU allocation (components/staff-shu-allocation-row). */
export type SettingFormField = {
  key: 'shu.allocation';
  label: string;
  kind: 'shu-allocation';
  helper: string;
};
export type SettingGroup = { title: string; fields: readonly (SettingField | SettingFormField)[] };

/** The settings screen, grouped as the cooperative thinks of them. */
export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    title: 'Pinjaman',
    fields: [
      {
        key: 'loan.contributionMultiplier',
        label: 'Kelipatan saldo iuran wajib',
        kind: 'number',
        helper: 'Plafon = saldo iuran wajib × kelipatan',
      },
      { key: 'loan.maxAmount', label: 'Plafon pinjaman maksimal (Rp)', kind: 'money' },
      {
        key: 'contribution.amountByGrade',
        label: 'Iuran wajib per golongan (Rp)',
        kind: 'grades',
        helper: 'Satu golongan per baris, mis. III=100000',
      },
    ],
  },
  {
    title: 'Simpanan',
    fields: [
      {
        key: 'savings.pokokAmount',
        label: 'Simpanan pokok (Rp)',
        kind: 'money',
        helper: 'Dibayar sekali saat bergabung',
      },
      {
        key: 'savings.jasaRatePercent',
        label: 'Jasa simpanan sukarela (% per tahun)',
        kind: 'percent',
        helper: 'Maksimal 9% setahun; dikreditkan bulanan dari saldo terendah',
      },
    ],
  },
  {
    title: 'SHU',
    fields: [
      {
        key: 'shu.allocation',
        label: 'Alokasi hasil usaha (AD/ART)',
        kind: 'shu-allocation',
        helper:
          'Persentase hasil usaha tahun buku untuk setiap bagian, jumlahnya 100%. Jasa modal + jasa usaha menjadi usulan dana SHU anggota.',
      },
    ],
  },
  {
    title: 'Pencairan',
    fields: [
      { key: 'funding.adminFeePercent', label: 'Biaya admin (%)', kind: 'percent' },
      { key: 'funding.ptaPercent', label: 'PTA (%)', kind: 'percent' },
    ],
  },
  {
    title: 'Payroll',
    fields: [
      { key: 'payroll.cutOffDay', label: 'Tanggal cut-off payroll (1–28)', kind: 'integer' },
      {
        key: 'payroll.allocationOrder',
        label: 'Urutan alokasi potongan sebagian',
        kind: 'choice',
        options: [
          {
            value: 'ANGSURAN_WAJIB_SUKARELA',
            label: 'Angsuran (terlama dulu), lalu simpanan wajib, lalu sukarela',
          },
          {
            value: 'WAJIB_ANGSURAN_SUKARELA',
            label: 'Simpanan wajib, lalu angsuran (terlama dulu), lalu sukarela',
          },
        ],
      },
      {
        key: 'payroll.catchUpRule',
        label: 'Penagihan tunggakan angsuran',
        kind: 'choice',
        options: [
          { value: 'SEKALIGUS', label: 'Semua tunggakan pada potongan periode berikutnya' },
          {
            value: 'SATU_PER_PERIODE',
            label: 'Satu angsuran tunggakan per pinjaman setiap periode (terlama dulu)',
          },
        ],
      },
    ],
  },
  {
    title: 'Poin',
    fields: [{ key: 'points.perOnTimeInstalment', label: 'Poin per angsuran tepat waktu', kind: 'integer' }],
  },
  {
    title: 'Data pribadi (UU PDP)',
    fields: [
      {
        key: 'privacy.documentPhotoRetentionDays',
        label: 'Simpan dokumen pengajuan (hari)',
        kind: 'integer',
        helper:
          'Swafoto KTP dan dokumen pengajuan yang lunas, ditolak atau dibatalkan dihapus otomatis setelahnya',
      },
    ],
  },
  {
    title: 'Dokumen resmi',
    fields: [
      {
        key: 'document.numberFormat',
        label: 'Format nomor dokumen',
        kind: 'text',
        helper:
          'Penanda: {nomor} urut per jenis dan tahun, {kode} jenis dokumen (SKL, JDW, RKS, SHU), {bulan} romawi, {tahun}',
        preview: previewDocumentNumber,
      },
      { key: 'document.signatoryName', label: 'Nama penanda tangan', kind: 'text' },
      {
        key: 'document.signatoryRole',
        label: 'Jabatan penanda tangan',
        kind: 'text',
        helper: 'Mis. Ketua Pengurus',
      },
    ],
  },
  {
    title: 'Koperasi / brand',
    fields: [
      { key: 'coop.name', label: 'Nama koperasi', kind: 'text' },
      { key: 'coop.shortName', label: 'Nama singkat', kind: 'text' },
      { key: 'coop.brandColor', label: 'Warna brand', kind: 'colour' },
      { key: 'coop.address', label: 'Alamat', kind: 'text' },
      { key: 'coop.phone', label: 'Telepon', kind: 'text' },
      { key: 'coop.email', label: 'E-mail', kind: 'text' },
      { key: 'coop.foundedYear', label: 'Tahun berdiri', kind: 'integer' },
      { key: 'coop.memberCount', label: 'Jumlah anggota', kind: 'integer' },
      { key: 'coop.vaNumber', label: 'Nomor virtual account', kind: 'text' },
      { key: 'coop.vaName', label: 'Nama virtual account', kind: 'text' },
      { key: 'coop.appStoreUrl', label: 'URL App Store', kind: 'url', helper: 'Kosongkan bila belum ada' },
      { key: 'coop.playStoreUrl', label: 'URL Play Store', kind: 'url', helper: 'Kosongkan bila belum ada' },
      { key: 'coop.promoUrl', label: 'URL promo', kind: 'url', helper: 'Kosongkan bila belum ada' },
    ],
  },
];

/** A stored value as the text its input shows. */
export function formatSettingInput(kind: SettingKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'grades' && typeof value === 'object') {
    // Stored JSON comes back with its keys reordered: list the grades from the lowest contribution up.
    return Object.entries(value as Record<string, unknown>)
      .sort(([, a], [, b]) => Number(a) - Number(b))
      .map(([grade, amount]) => `${grade}=${String(amount)}`)
      .join('\n');
  }
  if (kind === 'percent' || kind === 'number') return String(value).replace('.', ',');
  return String(value);
}

export type ParsedSetting = { value: unknown } | { error: string };

/** Reads a decimal typed the Indonesian way ('1,5') or the English way ('1.5'). */
function readDecimal(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/** Reads whole Rupiah, allowing thousands dots ('100.000.000'). */
function readWhole(text: string): number | null {
  const digits = text.trim().replace(/\./g, '');
  return /^-?\d+$/.test(digits) ? Number(digits) : null;
}

function parseGrades(text: string): ParsedSetting {
  const entries: [string, number][] = [];
  for (const line of text.split('\n').filter((row) => row.trim())) {
    const [grade, amount] = line.split('=').map((part) => part.trim());
    const value = amount === undefined ? null : readWhole(amount);
    if (!grade || value === null) return { error: `Baris "${line.trim()}" harus GOLONGAN=jumlah` };
    entries.push([grade, value]);
  }
  if (entries.length === 0) return { error: 'Isi minimal satu golongan' };
  return { value: Object.fromEntries(entries) };
}

/**
 * The typed text as the JSON value the API expects, or the reason it is not one. Only the shape is checked
 * here (a number, a colour code…); the server's rule for the key (ranges, formats) answers the rest.
 */
export function parseSettingInput(kind: SettingKind, text: string): ParsedSetting {
  const trimmed = text.trim();
  switch (kind) {
    case 'number':
    case 'percent': {
      const value = readDecimal(trimmed);
      return value === null ? { error: 'Masukkan angka, mis. 1,5' } : { value };
    }
    case 'integer':
    case 'money': {
      const value = readWhole(trimmed);
      return value === null ? { error: 'Masukkan bilangan bulat' } : { value };
    }
    case 'colour':
      return /^#[0-9A-Fa-f]{6}$/.test(trimmed)
        ? { value: trimmed }
        : { error: 'Warna harus kode hex #RRGGBB' };
    case 'url':
      return { value: trimmed === '' ? null : trimmed };
    case 'grades':
      return parseGrades(text);
    case 'text':
      return trimmed ? { value: trimmed } : { error: 'Wajib diisi' };
    case 'choice':
      // The server checks the value against the setting's own list.
      return trimmed ? { value: trimmed } : { error: 'Pilih salah satu' };
  }
}
