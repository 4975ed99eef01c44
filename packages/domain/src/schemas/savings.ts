import { z } from 'zod';
import { todayInJakarta } from '../calendar';
import { SAVINGS_MUTATION_PAGE_SIZE, SAVINGS_TRANSACTION_MAX, SAVINGS_TRANSACTION_MIN } from '../constants';
import { formatRupiah } from '../money';
import { SAVINGS_KINDS } from '../savings';
import {
  checkTransferDate,
  DEPOSIT_STATUSES,
  SAVINGS_NOTE_MAX,
  SAVINGS_PROOF_MAX_BYTES,
  SAVINGS_REASON_MAX,
  SAVINGS_TRANSFER_MAX_AGE_DAYS,
  WITHDRAWAL_STATUSES,
} from '../savings-requests';
import { isoDateSchema, nikSchema, recordIdSchema } from './common';

const amountSchema = z
  .number('Jumlah harus berupa angka')
  .int('Jumlah harus rupiah penuh')
  .min(SAVINGS_TRANSACTION_MIN, `Minimal ${formatRupiah(SAVINGS_TRANSACTION_MIN)}`)
  .max(SAVINGS_TRANSACTION_MAX, `Maksimal ${formatRupiah(SAVINGS_TRANSACTION_MAX)}`);

export const savingsKindSchema = z.enum(SAVINGS_KINDS, 'Jenis simpanan tidak dikenal');

// ---- member calls (docs/product/api.md style: PascalCase Indonesian field names) ----

/** GET /Simpanan/{nik}: the three balances, their total, and what sukarela has free for a withdrawal. */
export const savingsBalancesSchema = z.object({
  SimpananPokok: z.number().int(),
  SimpananWajib: z.number().int(),
  SimpananSukarela: z.number().int(),
  Total: z.number().int(),
  /** Sukarela less what pending withdrawals reserve. */
  SukarelaTersedia: z.number().int(),
  /** What pending and approved withdrawals reserve. */
  PenarikanDiproses: z.number().int(),
});
export type SavingsBalancesReply = z.infer<typeof savingsBalancesSchema>;

/** GET /Simpanan/{nik}/mutasi query: one kind, an optional inclusive date range (Jakarta days), a page. */
// A query string reaches the document as separate parameters, so the rule across them is stated on `to` too.
const FROM_TO_RULE = '`from` is on or before `to` when both are given (422 otherwise).';

export const savingsMutationQuerySchema = z
  .object({
    jenis: savingsKindSchema,
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional().meta({ description: FROM_TO_RULE }),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(SAVINGS_MUTATION_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'Tanggal awal harus sebelum tanggal akhir',
    path: ['to'],
  })
  .meta({ description: FROM_TO_RULE });
export type SavingsMutationQuery = z.infer<typeof savingsMutationQuerySchema>;

/** One movement: date, description, in, out, and the balance after it (Rupiah). */
export const savingsMutationSchema = z.object({
  id: z.string(),
  Tanggal: z.string(),
  Keterangan: z.string(),
  Masuk: z.number().int(),
  Keluar: z.number().int(),
  Saldo: z.number().int(),
});
export type SavingsMutation = z.infer<typeof savingsMutationSchema>;

export const savingsMutationPageSchema = z.object({
  items: z.array(savingsMutationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type SavingsMutationPage = z.infer<typeof savingsMutationPageSchema>;

/** GET /Simpanan/{nik}/statement.{csv|pdf}: every kind between two dates (at most about five years). */
export const savingsStatementQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema.meta({ description: FROM_TO_RULE }) })
  .refine((query) => query.from <= query.to, {
    message: 'Tanggal awal harus sebelum tanggal akhir',
    path: ['to'],
  })
  .meta({ description: FROM_TO_RULE });
export type SavingsStatementQuery = z.infer<typeof savingsStatementQuerySchema>;

/** GET /Simpanan/{nik}/grafik: the total at each month's end, oldest first. */
export const savingsChartSchema = z.array(z.object({ Bulan: z.string(), Total: z.number().int() }));
export type SavingsChart = z.infer<typeof savingsChartSchema>;

/** POST /Simpanan/Sukarela/Setor body: the transfer and its proof (a base64 image). */
export const savingsDepositRequestSchema = z.object({
  NIK: nikSchema,
  Jumlah: amountSchema,
  // Checked against the clock at parse time: "today" is the day the member sends the report. The pipe runs the
  // window only on a real date, so a malformed one gets one message, not two.
  TanggalTransfer: isoDateSchema
    .pipe(
      z.string().superRefine((date, context) => {
        const message = checkTransferDate(date, todayInJakarta());
        if (message) context.addIssue({ code: 'custom', message });
      }),
    )
    .meta({
      description: `The day of the transfer (Asia/Jakarta calendar): not after today, at most ${SAVINGS_TRANSFER_MAX_AGE_DAYS} days ago.`,
    }),
  BuktiTransfer: z
    .string()
    .min(1, 'Bukti transfer wajib diunggah')
    .max(Math.ceil((SAVINGS_PROOF_MAX_BYTES * 4) / 3) + 200, 'Bukti transfer terlalu besar, maks 5 MB'),
  Catatan: z
    .string()
    .trim()
    .max(SAVINGS_NOTE_MAX, `Catatan maksimal ${SAVINGS_NOTE_MAX} karakter`)
    .optional(),
});
export type SavingsDepositRequest = z.infer<typeof savingsDepositRequestSchema>;

/** POST /Simpanan/Sukarela/Tarik body: the amount, paid to the member's payroll account. */
export const savingsWithdrawalRequestSchema = z.object({ NIK: nikSchema, Jumlah: amountSchema });
export type SavingsWithdrawalRequest = z.infer<typeof savingsWithdrawalRequestSchema>;

export const savingsDepositItemSchema = z.object({
  id: z.number().int(),
  Jumlah: z.number().int(),
  TanggalTransfer: z.string(),
  Status: z.enum(DEPOSIT_STATUSES),
  StatusLabel: z.string(),
  Catatan: z.string().nullable(),
  Alasan: z.string().nullable(),
  DiajukanPada: z.string(),
  DiputuskanPada: z.string().nullable(),
});
export type SavingsDepositItem = z.infer<typeof savingsDepositItemSchema>;

export const savingsWithdrawalItemSchema = z.object({
  id: z.number().int(),
  Jumlah: z.number().int(),
  Status: z.enum(WITHDRAWAL_STATUSES),
  StatusLabel: z.string(),
  RekeningTujuan: z.string().nullable(),
  NamaRekening: z.string().nullable(),
  Alasan: z.string().nullable(),
  DiajukanPada: z.string(),
  DibayarPada: z.string().nullable(),
});
export type SavingsWithdrawalItem = z.infer<typeof savingsWithdrawalItemSchema>;

/** GET /Simpanan/{nik}/Sukarela: the member's latest deposits and withdrawals with their status. */
export const sukarelaRequestsSchema = z.object({
  Setoran: z.array(savingsDepositItemSchema),
  Penarikan: z.array(savingsWithdrawalItemSchema),
});
export type SukarelaRequests = z.infer<typeof sukarelaRequestsSchema>;

/** Reply of Setor, Tarik and a member's cancel: the request as it is now, and the balances after it. */
export const savingsDepositReplySchema = z.object({
  setoran: savingsDepositItemSchema,
  saldo: savingsBalancesSchema,
});
export const savingsWithdrawalReplySchema = z.object({
  penarikan: savingsWithdrawalItemSchema,
  saldo: savingsBalancesSchema,
});

// ---- back office (FINANCE) ----

export const savingsQueueQuerySchema = z.object({
  status: z.enum(['PENDING', 'APPROVED', 'OPEN']).default('OPEN'),
});

/** A deposit on FINANCE's queue, with the member's sukarela balance now. */
export const adminSavingsDepositSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  nik: z.string(),
  name: z.string(),
  amount: z.number().int(),
  transferDate: z.string(),
  note: z.string().nullable(),
  status: z.enum(DEPOSIT_STATUSES),
  requestedAt: z.string(),
  sukarelaBalance: z.number().int(),
  proofUrl: z.string(),
});
export type AdminSavingsDeposit = z.infer<typeof adminSavingsDepositSchema>;

/** A withdrawal on FINANCE's queue, with the balance, what is reserved and where the money goes. */
export const adminSavingsWithdrawalSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  nik: z.string(),
  name: z.string(),
  amount: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  accountNo: z.string().nullable(),
  accountName: z.string().nullable(),
  requestedAt: z.string(),
  sukarelaBalance: z.number().int(),
  reserved: z.number().int(),
});
export type AdminSavingsWithdrawal = z.infer<typeof adminSavingsWithdrawalSchema>;

export const savingsDecisionReplySchema = z.object({ id: z.number().int(), status: z.string() });
/** A rejection carries the reason the member will read. */
export const savingsRejectRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Alasan wajib diisi')
    .max(SAVINGS_REASON_MAX, `Alasan maksimal ${SAVINGS_REASON_MAX} karakter`),
});
export const savingsIdParamSchema = z.object({ id: recordIdSchema });
