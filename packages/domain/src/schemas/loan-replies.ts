import { z } from 'zod';
import { OFFER_STATUS_CODES } from '../offer-status';

/**
 * Reply shapes of the docs/product/api.md Loan calls (data of the envelope). Field names are docs/product/data.md; money is integer
 * Rupiah, rates % per year, dates `YYYY-MM-DD`. The web app parses replies with these, the API presents them.
 */

/** GET /product: a loan product (docs/product/data.md "Product"; FinancePurpos is the misspelt copy old clients read). */
export const productSchema = z.object({
  id: z.number().int(),
  ProductID: z.number().int(),
  ProductName: z.string(),
  FinancePurpose: z.string(),
  FinancePurpos: z.string(),
  ProductDescription: z.string(),
  ImagesPath: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A loan balance in principal (computeLoanBalance, loan-balance.ts): the same three figures on the home page (summed
 * over the running loans) and on a loan's schedule page. Integer Rupiah; Terbayarkan + SisaSaldo = LoanAmount.
 */
export const loanBalanceSchema = z.object({
  /** The amount lent. */
  LoanAmount: z.number().int(),
  /** Principal repaid so far (interest paid is not counted). */
  Terbayarkan: z.number().int(),
  /** Principal still owed: the schedule's Sisa Pokok after the last paid row. */
  SisaSaldo: z.number().int(),
});
export type LoanBalanceReply = z.infer<typeof loanBalanceSchema>;

/** GET /StatusPinjaman/{nik}: running-loan balance plus the application in process (Status '0' when none). */
export const loanStatusSummarySchema = loanBalanceSchema.extend({
  /** Status code of the application in process (NEW/APV), or '0' when there is none. */
  Status: z.string(),
  FinancePurpose: z.string().nullable(),
  ImagesPath: z.string().nullable(),
  Tenor: z.number().int().nullable(),
  InstallmentAmount: z.number().int().nullable(),
  /** The in-process application's amount (Rupiah) and identifiers, when there is one. */
  ProcessAmount: z.number().int().nullable(),
  ApplicationId: z.number().int().nullable(),
  ApprovalNo: z.string().nullable(),
  JenisPengajuan: z.string().nullable(),
});
export type LoanStatusSummary = z.infer<typeof loanStatusSummarySchema>;

/** GET /HistoryPinjaman/{nik} (latest) and /HistoryPinjamanAll/{nik} (all): docs/product/data.md "Loan history item". */
export const loanHistoryItemSchema = z.object({
  id: z.number().int(),
  ApprovalNo: z.string(),
  Status: z.string(),
  JenisPengajuan: z.string(),
  AgreementNo: z.string().nullable(),
  NIK: z.string(),
  FinancePurpose: z.string(),
  LoanAmount: z.number().int(),
  Tenor: z.number().int(),
  EffectiveRate: z.number(),
  InstallmentAmount: z.number().int(),
  SubmitDate: z.string(),
  ImagesPath: z.string().nullable(),
  /** 1 when HC ticked the checklist, 0 when not, null before HC acted. */
  HC_Checklist: z.union([z.literal(0), z.literal(1)]).nullable(),
  HC_Recommendations: z.enum(['YES', 'NO']).nullable(),
  Notes_HCRecommendation: z.string().nullable(),
  /** Counter-offer terms (type NST) and the reason of a rejection or cancellation. */
  OfferedAmount: z.number().int().nullable(),
  OfferedTenor: z.number().int().nullable(),
  OfferedInstallmentAmount: z.number().int().nullable(),
  /**
   * The counter-offer's own state beside the product's Status (docs/decisions/0019): OPEN while the member has not
   * answered (Status stays RJT), then ACCEPTED or DECLINED; null when no approver made an offer.
   */
  OfferStatus: z.enum(OFFER_STATUS_CODES).nullable(),
  RejectReason: z.string().nullable(),
  CompanyID: z.number().int(),
});
export type LoanHistoryItem = z.infer<typeof loanHistoryItemSchema>;

/** GET /StatusApproval/{companyID}: the company's approver steps after HC, in order. */
export const approverStepSchema = z.object({ step: z.number().int(), jobtitle: z.string() });
export type ApproverStep = z.infer<typeof approverStepSchema>;

/** POST /HistoryApproval: one decision (docs/product/data.md "Approval history item"). */
export const approvalHistoryItemSchema = z.object({
  step: z.number().int(),
  jobtitle: z.string(),
  Approvalby: z.string(),
  /** APV, RJT or NST (counter-offer). */
  ApprovalStatus: z.string(),
  Notes: z.string().nullable(),
  /** ISO timestamp of the decision. */
  DecidedAt: z.string(),
});
export type ApprovalHistoryItem = z.infer<typeof approvalHistoryItemSchema>;

/** POST /PengajuanPinjaman reply data: what the process page shows. */
export const submittedApplicationSchema = z.object({
  id: z.number().int(),
  ApprovalNo: z.string(),
  LoanAmount: z.number().int(),
  Tenor: z.number().int(),
  InstallmentAmount: z.number().int(),
  Status: z.string(),
});
export type SubmittedApplication = z.infer<typeof submittedApplicationSchema>;

/** POST /CancelPengajuan and /PengajuanPinjamanNST reply data: toast with the server's icon and message. */
export const loanActionReplySchema = z.object({
  NIK: z.string(),
  icon: z.enum(['success', 'error', 'warning', 'info']),
  message: z.string(),
});
export type LoanActionReply = z.infer<typeof loanActionReplySchema>;

/** POST /Notifikasi/{id}: the member's notifications, newest first. */
export const notificationSchema = z.object({
  id: z.number().int(),
  /** APV, FUN, RJT, CNCL, NST, NEW … */
  LogHeader: z.string(),
  LogDesc: z.string(),
  /** ISO timestamp. */
  LogDate: z.string(),
  IsRead: z.boolean(),
  /** The application the notification is about, when there is one. */
  ApplicationId: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications/unread-count: the header bell's badge. */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });

/** GET /MyLoan/{applicationId}: "my loan / approval data" of docs/product/data.md for the approved and funding pages. */
export const approvalDataSchema = z.object({
  id: z.number().int(),
  ApprovalNo: z.string(),
  Status: z.string(),
  LoanAmount: z.number().int(),
  Tenor: z.number().int(),
  InstallmentAmount: z.number().int(),
  payrollaccountno: z.string().nullable(),
  payrollname: z.string().nullable(),
  /** The counter-offer's terms (type NST), null when no approver made one. */
  OfferedAmount: z.number().int().nullable(),
  OfferedTenor: z.number().int().nullable(),
  OfferedInstallmentAmount: z.number().int().nullable(),
  /** OPEN, ACCEPTED or DECLINED (docs/decisions/0019), null when no approver made one. */
  OfferStatus: z.enum(OFFER_STATUS_CODES).nullable(),
  /**
   * Funding figures: null until the application is funded — except that an approved (APV) application carries
   * the estimate of TotalPencairan, FeeAdmin and pta from today's settings while AgreementNo is still null.
   */
  AgreementNo: z.string().nullable(),
  TotalPencairan: z.number().int().nullable(),
  FeeAdmin: z.number().int().nullable(),
  sisapokok: z.number().int().nullable(),
  sisabunga: z.number().int().nullable(),
  pta: z.number().int().nullable(),
  TglPencairan: z.string().nullable(),
  TglPotongan: z.string().nullable(),
});
export type ApprovalData = z.infer<typeof approvalDataSchema>;
