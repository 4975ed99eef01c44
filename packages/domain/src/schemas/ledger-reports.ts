import { z } from 'zod';
import { isoDateSchema } from './common';

/**
 * The SAK EP statements of the books (Permenkop UKM 2/2024, koperasi simpan pinjam), built by
 * `ledger-statements.ts`: each figure whole Rupiah, for the period asked and the same period a year before.
 */

export const LEDGER_REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export const ledgerReportFormatParamSchema = z.object({ format: z.enum(LEDGER_REPORT_FORMATS) });

/** GET /admin/reports/posisi-keuangan: `date` defaults to today (Asia/Jakarta). */
export const reportDateQuerySchema = z.object({ date: isoDateSchema.optional() });
export type ReportDateQuery = z.infer<typeof reportDateQuerySchema>;

const FROM_TO_RULE =
  '`to` defaults to today (Asia/Jakarta), `from` to 1 January of `to`’s year; `from` is on or before `to` (422 otherwise).';

/** The range of hasil usaha, arus kas and perubahan ekuitas. */
export const reportRangeQuerySchema = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional().meta({ description: FROM_TO_RULE }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'Tanggal awal harus sebelum tanggal akhir',
    path: ['to'],
  })
  .meta({ description: FROM_TO_RULE });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

const rupiah = z.number().int();

/** One line: an account (`code`) or a figure computed from others (`code` null), this period and last year's. */
export const statementLineSchema = z.object({
  code: z.string().nullable(),
  label: z.string(),
  current: rupiah,
  previous: rupiah,
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** A heading, its lines and their sum. */
export const statementSectionSchema = z.object({
  heading: z.string(),
  lines: z.array(statementLineSchema),
  total: statementLineSchema,
});
export type StatementSection = z.infer<typeof statementSectionSchema>;

export const reportPeriodSchema = z.object({ from: z.string(), to: z.string() });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** Laporan posisi keuangan on `date` beside `previousDate` (the same day a year before). */
export const financialPositionSchema = z.object({
  title: z.string(),
  date: z.string(),
  previousDate: z.string(),
  aset: statementSectionSchema,
  liabilitas: statementSectionSchema,
  /** SHU tahun berjalan holds the result not yet closed into it, so the statement always balances. */
  ekuitas: statementSectionSchema,
  totalLiabilitasEkuitas: statementLineSchema,
  /** Jumlah aset equals jumlah liabilitas dan ekuitas in both columns. */
  isBalanced: z.boolean(),
});
export type FinancialPosition = z.infer<typeof financialPositionSchema>;

/** Perhitungan hasil usaha over a period: members' participation apart from other income, expenses, SHU. */
export const operatingResultSchema = z.object({
  title: z.string(),
  period: reportPeriodSchema,
  previousPeriod: reportPeriodSchema,
  partisipasiAnggota: statementSectionSchema,
  pendapatanLain: statementSectionSchema,
  totalPendapatan: statementLineSchema,
  beban: statementSectionSchema,
  shu: statementLineSchema,
});
export type OperatingResult = z.infer<typeof operatingResultSchema>;

/** Laporan arus kas (direct method): receipts positive, payments negative. */
export const cashFlowSchema = z.object({
  title: z.string(),
  period: reportPeriodSchema,
  previousPeriod: reportPeriodSchema,
  operasi: statementSectionSchema,
  investasi: statementSectionSchema,
  pendanaan: statementSectionSchema,
  kenaikanBersih: statementLineSchema,
  saldoAwal: statementLineSchema,
  saldoAkhir: statementLineSchema,
});
export type CashFlow = z.infer<typeof cashFlowSchema>;

export const equityMovementSchema = z.object({
  opening: rupiah,
  additions: rupiah,
  deductions: rupiah,
  closing: rupiah,
});
export type EquityMovement = z.infer<typeof equityMovementSchema>;

export const equityChangeRowSchema = z.object({
  code: z.string().nullable(),
  label: z.string(),
  current: equityMovementSchema,
  previous: equityMovementSchema,
});
export type EquityChangeRow = z.infer<typeof equityChangeRowSchema>;

/** Laporan perubahan ekuitas: each equity account's opening, additions, deductions and closing. */
export const equityChangesSchema = z.object({
  title: z.string(),
  period: reportPeriodSchema,
  previousPeriod: reportPeriodSchema,
  rows: z.array(equityChangeRowSchema),
  total: equityChangeRowSchema,
  /** The period's hasil usaha, inside SHU tahun berjalan's additions (a loss: its deductions). */
  hasilUsaha: statementLineSchema,
});
export type EquityChanges = z.infer<typeof equityChangesSchema>;

/** The rows of one page of an account's buku besar; its PDF and workbook hold every row of the range. */
export const ACCOUNT_BOOK_PAGE_SIZE = 200;
/** A PDF of more rows is refused (the workbook is not limited): a printout of thousands of pages helps no one. */
export const ACCOUNT_BOOK_PDF_MAX_ROWS = 5_000;

/** GET /admin/reports/buku-besar/{code}: the range as the other statements read it, and the page (from 1). */
export const accountBookQuerySchema = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional().meta({ description: FROM_TO_RULE }),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'Tanggal awal harus sebelum tanggal akhir',
    path: ['to'],
  })
  .meta({ description: FROM_TO_RULE });
export type AccountBookQuery = z.infer<typeof accountBookQuerySchema>;

/**
 * Buku besar of one account over a period: its balance the day before, every posted line in date order with the
 * balance after it (on the account's normal side: debit for aset and beban, credit otherwise), and its totals.
 */
export const accountBookSchema = z.object({
  title: z.string(),
  account: z.object({ code: z.string(), name: z.string(), type: z.string() }),
  period: reportPeriodSchema,
  opening: rupiah,
  rows: z.array(
    z.object({
      /** The journal line, unique in the book (an entry may have more than one line on the account). */
      lineId: z.number().int(),
      entryId: z.number().int(),
      date: z.string(),
      description: z.string(),
      source: z.string(),
      debit: rupiah,
      credit: rupiah,
      balance: rupiah,
    }),
  ),
  totalDebit: rupiah,
  totalCredit: rupiah,
  closing: rupiah,
  page: z.number().int(),
  pageCount: z.number().int(),
  rowCount: z.number().int(),
});
export type AccountBook = z.infer<typeof accountBookSchema>;
