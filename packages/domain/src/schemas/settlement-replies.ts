import { z } from 'zod';
import { loanBalanceSchema } from './loan-replies';

/**
 * Replies of the repayment and settlement calls (docs/product/data.md "Amortisation", "Settlement data"; field names are the
 * contract). Money is integer Rupiah, dates `YYYY-MM-DD`.
 */

/** GET /ListAmortisasi/{agreementNo}: one schedule row. */
export const amortisationRowSchema = z.object({
  InsSeqNo: z.number().int(),
  AgreementNo: z.string(),
  InstallmentAmount: z.number().int(),
  InstallmentDueDate: z.string(),
  InterestAmount: z.number().int(),
  PrincipalAmount: z.number().int(),
  /** Outstanding principal after this row. */
  OSPrincipalAmount: z.number().int(),
  PaidDate: z.string().nullable(),
  /** What was paid on the row: the instalment by payroll, its share of the settlement when settled; null open. */
  PaidAmount: z.number().int().nullable(),
  /**
   * PAID or UNPAID (docs/product/screens.md), or DILUNASI for a row closed by an early settlement (the UI shows "Dilunasi" with
   * the settlement's date and amount); the report's synthetic first row, PROSES, is drawn by the UI.
   */
  Status: z.enum(['PAID', 'UNPAID', 'DILUNASI']),
});
export type AmortisationRowReply = z.infer<typeof amortisationRowSchema>;

/** The early settlement that closed a loan: its date, what was paid and how the interest was computed. */
export const settledBySchema = z.object({
  id: z.number().int(),
  /** The date the settlement was confirmed: the PaidDate of the rows it closed. */
  Tanggal: z.string(),
  TotalPelunasan: z.number().int(),
  OSP: z.number().int(),
  Interest: z.number().int(),
});
export type SettledBy = z.infer<typeof settledBySchema>;

export const amortisationReportSchema = z.object({
  /** The agreement's id: what POST /Pelunasan sends as `id` together with its AgreementNo. */
  AgreementId: z.number().int(),
  header: z.object({
    EmployeeName: z.string(),
    NIK: z.string(),
    AgreementNo: z.string(),
    LoanAmount: z.number().int(),
    Tenor: z.number().int(),
    FinancePurpose: z.string(),
  }),
  list: z.array(amortisationRowSchema),
  /** Sum of the principal column (equals the loan amount). */
  TotalPokok: z.number().int(),
  /** The loan's balance in principal, the same definition as the home page's (GET /StatusPinjaman). */
  Saldo: loanBalanceSchema,
  /** The agreement's status: FUN or FIN. */
  LoanStatus: z.string(),
  /** The confirmed early settlement that closed the loan, or null. */
  Pelunasan: settledBySchema.nullable(),
});
export type AmortisationReport = z.infer<typeof amortisationReportSchema>;

/** One line of a quote's interest: a row's interest × days passed ÷ days of its period (ADR 0018). */
export const interestLineSchema = z.object({
  InsSeqNo: z.number().int(),
  /** The row's scheduled interest. */
  Bunga: z.number().int(),
  PeriodeMulai: z.string(),
  JatuhTempo: z.string(),
  Hari: z.number().int(),
  HariPeriode: z.number().int(),
  BungaBerjalan: z.number().int(),
});
export type InterestLineReply = z.infer<typeof interestLineSchema>;

/** How a quote's interest was computed: the date it is for (null on requests older than the rule) and its lines. */
export const interestBreakdownSchema = z.object({
  Tanggal: z.string().nullable(),
  Baris: z.array(interestLineSchema),
});
export type InterestBreakdown = z.infer<typeof interestBreakdownSchema>;

/** GET /StatusPelunasan/{agreementNo} and /StatusPetermination/{agreementNo}: the latest request, if any. */
export const settlementStatusSchema = z.object({
  /** '' when never requested, else PT1, PT2, PT3, PAI or RJT. */
  statuspelunasan: z.string(),
  /** The settlement request id (used by /UploadBuktiPelunasan/{settlementId}), null when none. */
  id: z.number().int().nullable(),
  id_pretermination: z.number().int().nullable(),
  /** What the member pays: the frozen quote once approved, otherwise today's quote. */
  TotalPelunasan: z.number().int(),
  OSP: z.number().int(),
  Interest: z.number().int(),
  /** Until when an approved (PT2) quote holds. */
  QuoteValidUntil: z.string().nullable(),
  /** Why the request was rejected or sent back. */
  Reason: z.string().nullable(),
  /** How the interest was computed (ADR 0018). */
  Rincian: interestBreakdownSchema,
});
export type SettlementStatusReply = z.infer<typeof settlementStatusSchema>;

/** GET /DetailPelunasan/{agreementId}: today's quote and the loan with its latest request. */
export const settlementDetailSchema = z.object({
  sisabunga: z.number().int(),
  sisapinjaman: z.number().int(),
  total: z.number().int(),
  loan: z.object({
    id: z.number().int(),
    EmployeeID: z.string(),
    AgreementNo: z.string(),
    pelunasan: z.object({ id: z.number().int(), Status: z.string(), SisaOS: z.number().int() }).nullable(),
  }),
});
export type SettlementDetail = z.infer<typeof settlementDetailSchema>;

/** GET /HistoryPembayaran/{agreementNo}: instalment x of tenor, due date, amount, payment. */
export const paymentHistoryRowSchema = z.object({
  InsSeqNo: z.number().int(),
  Tenor: z.number().int(),
  InstallmentDueDate: z.string(),
  InstallmentAmount: z.number().int(),
  PaidAmount: z.number().int().nullable(),
  PaidDate: z.string().nullable(),
  /** PAYROLL or SETTLEMENT once paid. */
  PaidBy: z.string().nullable(),
  /** The early settlement that closed the row (its date and total), or null. */
  Pelunasan: settledBySchema.nullable(),
});
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRowSchema>;

/** POST /Pelunasan and /UploadBuktiPelunasan reply data: a toast with the server's icon and text. */
export const settlementActionReplySchema = z.object({
  icon: z.enum(['success', 'error', 'warning', 'info']),
  status: z.string(),
  id: z.number().int(),
});
export type SettlementActionReply = z.infer<typeof settlementActionReplySchema>;

/** GET /HistoryAmortisasi/{nik}: the member's loans with their repayment progress, newest first. */
export const amortisationHistoryItemSchema = z.object({
  AgreementId: z.number().int(),
  AgreementNo: z.string(),
  FinancePurpose: z.string(),
  LoanAmount: z.number().int(),
  Tenor: z.number().int(),
  InstallmentAmount: z.number().int(),
  /** FUN while running, FIN once paid off or settled. */
  Status: z.string(),
  PaidInstallments: z.number().int(),
  NextDueDate: z.string().nullable(),
});
export type AmortisationHistoryItem = z.infer<typeof amortisationHistoryItemSchema>;
