import { z } from 'zod';
import { termYearsForTenor } from '../amortisation';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_UPLOAD_MAX_BYTES,
  LOAN_AMOUNT_STEP,
  MIN_LOAN_AMOUNT,
  TENOR_MAX_MONTHS,
  TENOR_MIN_MONTHS,
  TENOR_OPTIONS,
} from '../constants';
import { isoDateSchema, nikSchema, recordIdSchema, rupiahSchema } from './common';

/**
 * Request bodies of the docs/product/api.md Loan calls. Limits come from constants.ts (STYLE.md rule 3). Numbers are
 * coerced because form fields arrive as strings; the server recomputes every derived figure (instalment,
 * rate, outstanding) and treats the client's copies as informational.
 */

/** Longest base64 text for a file of `bytes` bytes, plus room for a `data:…;base64,` prefix. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4 + 100;
const imageBase64Schema = z.string().min(1, 'File wajib diupload').max(base64Length(IMAGE_UPLOAD_MAX_BYTES));
/** A document field whose oversize message names the document (docs/product/validation.md). */
const documentBase64Schema = (label: string) =>
  z
    .string()
    .min(1, 'File wajib diupload')
    .max(base64Length(DOCUMENT_MAX_BYTES), `File ${label} Terlalu Besar, Maks 1 Mb`);

/** How docs/product/validation.md names the two documents: PhotoPendukung is the application form, DocPendukung the support. */
export const DOCUMENT_LABELS = { form: 'Form Pengajuan', supporting: 'Dokumen pendukung' } as const;

const idSchema = recordIdSchema;
const minimumLoanMessage = 'Opps... Minimal pinjaman Rp 500.000';
/** Loan amount, Rupiah: at least the minimum, in 500.000 steps. The member's maximum is checked by the server. */
export const loanAmountSchema = z.coerce
  .number()
  .int('Jumlah pinjaman harus bilangan bulat')
  .min(MIN_LOAN_AMOUNT, minimumLoanMessage)
  .multipleOf(LOAN_AMOUNT_STEP, 'Jumlah pinjaman harus kelipatan Rp 500.000');
/** The steps between TENOR_OPTIONS (every multiple of it from the least to the most: loans.test.ts). */
export const TENOR_STEP = TENOR_OPTIONS[1] - TENOR_OPTIONS[0];
const tenorChoiceMessage = 'Pilihan tenor tidak tersedia';
/** "Not an option" for a whole tenor on the step but out of range, when multipleOf has not said it (zod's `when`). */
const offTheOptions: { error: string } & Pick<z.core.$ZodCheckDef, 'when'> = {
  error: tenorChoiceMessage,
  when: ({ value, issues }) =>
    typeof value === 'number' && issues.every((issue) => issue.continue && issue.code !== 'not_multiple_of'),
};
/**
 * Tenor, months: one of TENOR_OPTIONS (6–36), written as bounds and a step so the document shows the options.
 * The tier's TenorMax is checked by the server.
 */
export const tenorSchema = z.coerce
  .number()
  .int()
  .min(TENOR_MIN_MONTHS, `Tenor minimal ${TENOR_MIN_MONTHS} bulan`)
  .max(TENOR_MAX_MONTHS, `Tenor maksimal ${TENOR_MAX_MONTHS} bulan`)
  .multipleOf(TENOR_STEP, tenorChoiceMessage)
  .min(TENOR_MIN_MONTHS, offTheOptions)
  .max(TENOR_MAX_MONTHS, offTheOptions);
/** Effective rate, % per year. */
const ratePercentSchema = z.coerce.number().min(0).max(100);
/**
 * A form number that must be one of the whole numbers `min`…`max`, refused as `choices` refuses it (once). The
 * bounds sit on the number itself, so the document (docs/product/api.md) shows them.
 */
const wholeNumberFrom = (min: number, max: number, choices: z.ZodType) => {
  const once = {
    error: (issue: { input?: unknown }) => choices.safeParse(issue.input).error?.issues[0]?.message,
    abort: true,
  };
  return z.coerce.number().int(once).min(min, once).max(max, once);
};
const termYearsSchema = wholeNumberFrom(1, 2, z.union([z.literal(1), z.literal(2)]));
const approvalFlagSchema = wholeNumberFrom(0, 1, z.union([z.literal(0), z.literal(1)]));
/** Whole Rupiah as a form sends it (a number or its text). */
const formRupiahSchema = z.coerce.number().int().nonnegative();
const agreementNoSchema = z.string().trim().min(1).max(50);

/** POST /PengajuanPinjaman: the application payload (docs/product/data.md). term_years must agree with the tenor. */
export const loanApplicationSchema = z
  .object({
    NIK: nikSchema,
    EmployeeName: z.string().trim().min(1).max(200),
    ProductID: idSchema,
    FinancePurpose: z.string().trim().min(1, 'Pilih Tujuan Pinjaman terlebih dahulu').max(200),
    PhotoKTP: imageBase64Schema,
    PhotoPendukung: documentBase64Schema(DOCUMENT_LABELS.form),
    DocPendukung: documentBase64Schema(DOCUMENT_LABELS.supporting),
    loan_amount: loanAmountSchema,
    interest: ratePercentSchema,
    term_years: termYearsSchema,
    tenor: tenorSchema,
    InstallmentAmount: formRupiahSchema,
    OSPrincipalAmount: formRupiahSchema,
    OSPInterestAmount: formRupiahSchema,
    from_web: wholeNumberFrom(1, 1, z.literal(1)),
  })
  .refine((body) => body.term_years === termYearsForTenor(body.tenor), {
    error: 'term_years harus 1 untuk tenor ≤ 12 bulan, selain itu 2',
    path: ['term_years'],
  })
  .meta({ description: '`term_years` is 1 for a tenor of at most 12 months, otherwise 2 (422 otherwise).' });
export type LoanApplication = z.infer<typeof loanApplicationSchema>;

/** POST /PengajuanPinjamanNST: the member's answer to a counter-offer (1 accept, 0 decline). */
export const counterOfferAnswerSchema = z.object({
  id: idSchema,
  NIK: nikSchema,
  approval: approvalFlagSchema,
});
export type CounterOfferAnswer = z.infer<typeof counterOfferAnswerSchema>;

/** POST /Calculator (loan v1): id = product, terms = tenor in months; interest is informational. */
export const calculatorRequestSchema = z.object({
  id: idSchema,
  loan_amount: loanAmountSchema,
  interest: ratePercentSchema.optional(),
  term_years: termYearsSchema.optional(),
  terms: tenorSchema,
});
export type CalculatorRequest = z.infer<typeof calculatorRequestSchema>;

/** /Calculator reply data, integer Rupiah: first instalment, the amount, total interest; the tier's rate (% a year). */
export const calculatorReplySchema = z.object({
  payment: rupiahSchema,
  principal: rupiahSchema,
  interest: rupiahSchema,
  EffectiveRate: z.number().nonnegative(),
});
export type CalculatorReply = z.infer<typeof calculatorReplySchema>;

/** POST /cekrate: below the minimum the reply is non-200 (the UI shows "Opps... Minimal pinjaman"). */
export const rateCheckRequestSchema = z.object({ ProductID: idSchema, LoanAmount: loanAmountSchema });
export type RateCheckRequest = z.infer<typeof rateCheckRequestSchema>;

/** /cekrate reply data: TenorMax in months, EffectiveRate in % per year. */
export const rateCheckReplySchema = z.object({
  TenorMax: z.number().int().positive(),
  EffectiveRate: z.number().nonnegative(),
});
export type RateCheckReply = z.infer<typeof rateCheckReplySchema>;

/** POST /Pelunasan: request early settlement; TglPengajuan is the planned date (date only). */
export const settlementRequestSchema = z.object({
  id: idSchema,
  NIK: nikSchema,
  TglPengajuan: isoDateSchema,
  PaidAmount: formRupiahSchema,
  AgreementNo: agreementNoSchema,
});
export type SettlementRequest = z.infer<typeof settlementRequestSchema>;

/** POST /UploadBuktiPelunasan/{settlementId}: the transfer proof as a base64 image. */
export const settlementProofSchema = z.object({ BuktiPelunasan: imageBase64Schema });

/** POST /CancelPengajuan: the application id. */
export const cancelApplicationSchema = z.object({ id: idSchema });

/** POST /HistoryApproval: which application's decisions to list. */
export const approvalHistoryRequestSchema = z.object({
  ApprovalNo: z.string().trim().min(1).max(50),
  Open: z.union([z.string().max(50), z.number()]).optional(),
  Status: z.string().trim().max(10).optional(),
  JenisPengajuan: z.string().trim().max(10).optional(),
});
export type ApprovalHistoryRequest = z.infer<typeof approvalHistoryRequestSchema>;
