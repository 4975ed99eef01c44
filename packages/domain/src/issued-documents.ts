import { formatDate } from './date-format';
import { formatRupiah } from './money';

/**
 * Every kind of document the portal issues with a number, a signatory and a verification code
 * (docs/decisions/0014-issued-documents.md). A new kind is one entry here (its code in the letter number, its
 * title, the key figures the public verification page confirms) and one `issueDocument` call where it is made.
 */

/** How a key figure is written on the verification page. */
export type DocumentFigureFormat = 'text' | 'date' | 'rupiah' | 'months' | 'count' | 'year';
type FigureSpec = { readonly label: string; readonly format: DocumentFigureFormat };
type KindSpec = {
  /** The kind's part of the letter number (`{kode}`): each kind counts its own sequence. */
  readonly code: string;
  readonly title: string;
  readonly figures: Readonly<Record<string, FigureSpec>>;
};

export const ISSUED_DOCUMENT_KINDS = {
  'settlement-letter': {
    code: 'SKL',
    title: 'Surat Keterangan Lunas',
    figures: {
      agreementNo: { label: 'Nomor perjanjian', format: 'text' },
      loanAmount: { label: 'Jumlah pinjaman', format: 'rupiah' },
      settledOn: { label: 'Tanggal lunas', format: 'date' },
    },
  },
  'loan-schedule': {
    code: 'JDW',
    title: 'Jadwal Angsuran',
    figures: {
      agreementNo: { label: 'Nomor perjanjian', format: 'text' },
      loanAmount: { label: 'Jumlah pinjaman', format: 'rupiah' },
      tenor: { label: 'Tenor', format: 'months' },
      paidInstalments: { label: 'Angsuran terbayar', format: 'count' },
      outstandingPrincipal: { label: 'Sisa pokok', format: 'rupiah' },
    },
  },
  'savings-statement': {
    code: 'RKS',
    title: 'Rekening Simpanan Anggota',
    figures: {
      periodFrom: { label: 'Periode dari', format: 'date' },
      periodTo: { label: 'Periode sampai', format: 'date' },
      pokokBalance: { label: 'Saldo akhir simpanan pokok', format: 'rupiah' },
      wajibBalance: { label: 'Saldo akhir simpanan wajib', format: 'rupiah' },
      sukarelaBalance: { label: 'Saldo akhir simpanan sukarela', format: 'rupiah' },
    },
  },
  'shu-slip': {
    code: 'SHU',
    title: 'Slip Sisa Hasil Usaha',
    figures: {
      year: { label: 'Tahun buku', format: 'year' },
      jasaModal: { label: 'Jasa modal', format: 'rupiah' },
      jasaUsaha: { label: 'Jasa usaha', format: 'rupiah' },
      total: { label: 'Total SHU', format: 'rupiah' },
    },
  },
  'closing-statement': {
    code: 'SKK',
    title: 'Surat Keterangan Keluar Anggota',
    figures: {
      leftOn: { label: 'Tanggal keluar', format: 'date' },
      savingsRefunded: { label: 'Simpanan dikembalikan', format: 'rupiah' },
      loansSettled: { label: 'Pinjaman dilunasi dari simpanan', format: 'rupiah' },
      payout: { label: 'Dibayarkan ke anggota', format: 'rupiah' },
    },
  },
} as const satisfies Record<string, KindSpec>;

export type IssuedDocumentKind = keyof typeof ISSUED_DOCUMENT_KINDS;
type Kinds = typeof ISSUED_DOCUMENT_KINDS;
type FigureValue<F extends DocumentFigureFormat> = F extends 'text' | 'date' ? string : number;

/** The key figures a kind stores when issued: text and ISO dates as strings, amounts and counts as integers. */
export type DocumentFigures<K extends IssuedDocumentKind> = {
  [F in keyof Kinds[K]['figures']]: Kinds[K]['figures'][F] extends FigureSpec
    ? FigureValue<Kinds[K]['figures'][F]['format']>
    : never;
};

export function isIssuedDocumentKind(kind: string): kind is IssuedDocumentKind {
  return Object.hasOwn(ISSUED_DOCUMENT_KINDS, kind);
}

function formatFigure(format: DocumentFigureFormat, value: unknown): string {
  if (format === 'text') return String(value);
  if (format === 'date') return formatDate(String(value));
  const amount = Number(value);
  if (format === 'rupiah') return formatRupiah(amount);
  if (format === 'months') return `${amount} bulan`;
  return String(amount);
}

/** A stored document's key figures as the verification page lists them, in the kind's order, with its labels. */
export function presentDocumentFigures(
  kind: IssuedDocumentKind,
  figures: Readonly<Record<string, unknown>>,
): { label: string; value: string }[] {
  const specs: Readonly<Record<string, FigureSpec>> = ISSUED_DOCUMENT_KINDS[kind].figures;
  return Object.entries(specs)
    .filter(([key]) => figures[key] !== undefined && figures[key] !== null)
    .map(([key, spec]) => ({ label: spec.label, value: formatFigure(spec.format, figures[key]) }));
}

/**
 * A person's name as the public verification page shows it: each word's first letter, then one asterisk per
 * further letter (`Siti Rahmawati` → `S*** R********`). Enough for a bank to match the document to the person
 * in front of it, not enough to learn the name.
 */
export function maskPersonName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => {
      const [first = '', ...rest] = Array.from(word);
      return first.toLocaleUpperCase('id') + '*'.repeat(rest.length);
    })
    .join(' ');
}
