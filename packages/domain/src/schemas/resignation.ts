import { z } from 'zod';
import { RESIGNATION_NOTE_MAX, RESIGNATION_STATUSES } from '../resignation';
import { recordIdNumberSchema, rupiahSchema } from './common';

/** Replies and requests of leaving the cooperative: integer Rupiah, dates `YYYY-MM-DD`. */

export const clearanceLoanSchema = z.object({
  agreementNo: z.string(),
  /** Outstanding principal (sisapinjaman) and next interest (sisabunga): the early-settlement amount. */
  principal: rupiahSchema,
  interest: rupiahSchema,
  settlementAmount: rupiahSchema,
});
export type ClearanceLoan = z.infer<typeof clearanceLoanSchema>;

export const clearanceQuoteSchema = z.object({
  asOf: z.string(),
  validUntil: z.string(),
  savings: z.object({
    pokok: rupiahSchema,
    wajib: rupiahSchema,
    sukarela: rupiahSchema,
    unpaidShu: rupiahSchema,
  }),
  loans: z.array(clearanceLoanSchema),
  totalSavings: rupiahSchema,
  totalLoans: rupiahSchema,
  payout: rupiahSchema,
  shortfall: rupiahSchema,
  /** Why a request cannot be made now (an application in approval, a settlement in progress…), else null. */
  blockedReason: z.string().nullable(),
  /** Where the payout goes: the member's payroll bank account. */
  payoutAccount: z.object({ accountNo: z.string(), accountName: z.string() }).nullable(),
});
export type ClearanceQuote = z.infer<typeof clearanceQuoteSchema>;

export const resignationSchema = z.object({
  id: z.number().int(),
  status: z.enum(RESIGNATION_STATUSES),
  note: z.string().nullable(),
  requestedAt: z.string(),
  /** The quote the member saw when asking. */
  quotedPayout: rupiahSchema,
  quotedShortfall: rupiahSchema,
  quoteValidUntil: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Set on approval: what was paid out, when, to which account. */
  payoutAmount: rupiahSchema.nullable(),
  payoutDate: z.string().nullable(),
  payoutAccountNo: z.string().nullable(),
  /** Loans settled from savings on approval. */
  settledLoans: z.array(clearanceLoanSchema),
});
export type Resignation = z.infer<typeof resignationSchema>;

/** GET /Keluar: today's quote and the member's latest request. */
export const myResignationSchema = z.object({
  quote: clearanceQuoteSchema,
  request: resignationSchema.nullable(),
});
export type MyResignation = z.infer<typeof myResignationSchema>;

/** POST /Keluar: the request with the figures the member agreed to (refused if today's differ). */
export const resignationRequestSchema = z.object({
  quotedPayout: rupiahSchema,
  quotedShortfall: rupiahSchema,
  note: z
    .string()
    .trim()
    .max(RESIGNATION_NOTE_MAX, `Catatan maksimal ${RESIGNATION_NOTE_MAX} karakter`)
    .optional(),
  confirm: z.literal(true, 'Centang pernyataan bahwa Anda memahami akibat keluar dari koperasi'),
});
export type ResignationRequest = z.infer<typeof resignationRequestSchema>;

export const adminResignationSummarySchema = z.object({
  id: z.number().int(),
  memberId: recordIdNumberSchema,
  nik: z.string(),
  name: z.string(),
  status: z.enum(RESIGNATION_STATUSES),
  requestedAt: z.string(),
  quotedPayout: rupiahSchema,
  quotedShortfall: rupiahSchema,
});
export type AdminResignationSummary = z.infer<typeof adminResignationSummarySchema>;

/** GET /admin/resignations/{id}: the request and today's recomputed quote (null once decided). */
export const adminResignationDetailSchema = adminResignationSummarySchema.extend({
  request: resignationSchema,
  quote: clearanceQuoteSchema.nullable(),
});
export type AdminResignationDetail = z.infer<typeof adminResignationDetailSchema>;

export const resignationRejectSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Alasan wajib diisi')
    .max(RESIGNATION_NOTE_MAX, `Alasan maksimal ${RESIGNATION_NOTE_MAX} karakter`),
});
export type ResignationReject = z.infer<typeof resignationRejectSchema>;

/**
 * A former member's read-only access (docs/decisions/0017-former-member-access.md): who they were, until when the
 * access lasts (the financial-record retention after leaving), and the documents they may download.
 */
export const formerMemberSchema = z.object({
  name: z.string(),
  nik: z.string(),
  leftOn: z.string(),
  accessUntil: z.string(),
});
export type FormerMember = z.infer<typeof formerMemberSchema>;

export const FORMER_DOCUMENT_KINDS = [
  'closing-statement',
  'settlement-letter',
  'savings-statement',
  'shu-slip',
  'member-data',
] as const;

export const formerDocumentSchema = z.object({
  kind: z.enum(FORMER_DOCUMENT_KINDS),
  title: z.string(),
  /** What it is about, in the member's words (agreement number, year, period). */
  detail: z.string(),
  /** The API path (under /api/v1) that downloads it with the former member's token. */
  path: z.string(),
});
export type FormerDocument = z.infer<typeof formerDocumentSchema>;

/** GET /Arsip: the former member and their documents. */
export const formerArchiveSchema = z.object({
  member: formerMemberSchema,
  documents: z.array(formerDocumentSchema),
});
export type FormerArchive = z.infer<typeof formerArchiveSchema>;
