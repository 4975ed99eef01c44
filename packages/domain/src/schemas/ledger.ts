import { z } from 'zod';
import { ACCOUNT_TYPES } from '../ledger-accounts';
import { isoDateSchema, recordIdSchema } from './common';
import { payrollPeriodSchema } from './payroll';

/** The general ledger's calls (docs/product/ledger.md). Amounts are whole Rupiah. */

export const LEDGER_DESCRIPTION_MAX = 300;
/** Lines of one manual entry. */
export const JOURNAL_LINES_MAX = 50;
/** Entries one journal list answers (the newest first). */
export const JOURNAL_LIST_MAX = 500;
/** A line's amount: at most Rp 1 trillion, far above anything a cooperative books in one line. */
export const JOURNAL_LINE_MAX = 1_000_000_000_000;

export const accountCodeSchema = z.string().regex(/^[1-5]\d{3}$/, 'Kode akun 4 angka, diawali 1–5');

export const ledgerAccountSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  /** Whether any entry has a line on it (then its code and type are fixed). */
  hasEntries: z.boolean(),
});
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

/** The longest account name. */
export const LEDGER_ACCOUNT_NAME_MAX = 120;

const accountName = z
  .string('Nama akun wajib diisi')
  .trim()
  .min(1, 'Nama akun wajib diisi')
  .max(LEDGER_ACCOUNT_NAME_MAX, `Nama akun maksimal ${LEDGER_ACCOUNT_NAME_MAX} karakter`);

/** POST /admin/ledger/accounts (ADMIN): a new account; its type is the one its code's first digit names. */
export const createAccountRequestSchema = z.object({ code: accountCodeSchema, name: accountName });
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/** PATCH /admin/ledger/accounts/{code} (ADMIN): a new name. */
export const renameAccountRequestSchema = z.object({ name: accountName });
export const accountCodeParamSchema = z.object({ code: accountCodeSchema });

/** `date` defaults to today (Asia/Jakarta). */
export const ledgerDateQuerySchema = z.object({ date: isoDateSchema.optional() });

export const trialBalanceSchema = z.object({
  date: z.string(),
  rows: z.array(
    z.object({ code: z.string(), name: z.string(), debit: z.number().int(), credit: z.number().int() }),
  ),
  totalDebit: z.number().int(),
  totalCredit: z.number().int(),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

export const reconciliationSchema = z.object({
  date: z.string(),
  rows: z.array(
    z.object({
      account: z.string(),
      name: z.string(),
      ledger: z.number().int(),
      subledger: z.number().int(),
      difference: z.number().int(),
    }),
  ),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const JOURNAL_STATUSES = ['PENDING', 'POSTED', 'REJECTED'] as const;
export const JOURNAL_STATUS_LABELS: Readonly<Record<(typeof JOURNAL_STATUSES)[number], string>> = {
  PENDING: 'Menunggu persetujuan',
  POSTED: 'Diposting',
  REJECTED: 'Ditolak',
};

export const journalLineSchema = z.object({
  account: z.string(),
  debit: z.number().int(),
  credit: z.number().int(),
});

export const journalEntrySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  description: z.string(),
  source: z.string(),
  sourceId: z.string().nullable(),
  status: z.enum(JOURNAL_STATUSES),
  actor: z.string(),
  approvedBy: z.string().nullable(),
  reversesId: z.number().int().nullable(),
  reversedById: z.number().int().nullable(),
  lines: z.array(journalLineSchema),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

const FROM_TO_RULE = '`from` is on or before `to` when both are given (422 otherwise).';

/** GET /admin/ledger/journals: `from` defaults to the first of this month, `to` to today (Asia/Jakarta). */
export const journalListQuerySchema = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional().meta({ description: FROM_TO_RULE }),
    source: z.string().max(40).optional(),
    status: z.enum(JOURNAL_STATUSES).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'Tanggal awal harus sebelum tanggal akhir',
    path: ['to'],
  })
  .meta({ description: FROM_TO_RULE });
export type JournalListQuery = z.infer<typeof journalListQuerySchema>;

const amount = z
  .number('Jumlah harus berupa angka')
  .int('Jumlah harus rupiah penuh')
  .min(0, 'Jumlah tidak boleh negatif')
  .max(JOURNAL_LINE_MAX);

const BALANCE_RULE =
  'Each line is a debit or a credit (not both, not zero), and the debits add up to the credits (422 otherwise).';

/** POST /admin/ledger/journals (FINANCE): a manual entry, posted once a second staff member approves it. */
export const manualJournalRequestSchema = z
  .object({
    date: isoDateSchema,
    description: z
      .string('Keterangan wajib diisi')
      .trim()
      .min(1, 'Keterangan wajib diisi')
      .max(LEDGER_DESCRIPTION_MAX, `Keterangan maksimal ${LEDGER_DESCRIPTION_MAX} karakter`),
    lines: z
      .array(z.object({ account: accountCodeSchema, debit: amount, credit: amount }))
      .min(2, 'Jurnal minimal 2 baris')
      .max(JOURNAL_LINES_MAX, `Jurnal maksimal ${JOURNAL_LINES_MAX} baris`),
  })
  .superRefine((entry, context) => {
    entry.lines.forEach((line, index) => {
      if (line.debit > 0 === line.credit > 0) {
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'debit'],
          message: 'Isi debit atau kredit (salah satu)',
        });
      }
    });
    const debit = entry.lines.reduce((sum, line) => sum + line.debit, 0);
    const credit = entry.lines.reduce((sum, line) => sum + line.credit, 0);
    if (debit !== credit) {
      context.addIssue({
        code: 'custom',
        path: ['lines'],
        message: 'Total debit harus sama dengan total kredit',
      });
    }
  })
  .meta({ description: BALANCE_RULE });
export type ManualJournalRequest = z.infer<typeof manualJournalRequestSchema>;

/** POST /admin/ledger/journals/{id}/reverse (FINANCE): the date of the reversal and why. */
export const reverseJournalRequestSchema = z.object({
  date: isoDateSchema,
  reason: z
    .string('Alasan wajib diisi')
    .trim()
    .min(1, 'Alasan wajib diisi')
    .max(LEDGER_DESCRIPTION_MAX, `Alasan maksimal ${LEDGER_DESCRIPTION_MAX} karakter`),
});
export const journalIdParamSchema = z.object({ id: recordIdSchema });

export const ledgerMonthParamSchema = z.object({ month: payrollPeriodSchema });

export const closedPeriodSchema = z.object({
  month: z.string(),
  closedBy: z.string(),
  closedAt: z.string(),
  /** The entry that closed the year (December only), or null. */
  yearClosingEntryId: z.number().int().nullable(),
});
export type ClosedPeriod = z.infer<typeof closedPeriodSchema>;
export const closedPeriodRowSchema = closedPeriodSchema.omit({ yearClosingEntryId: true });
