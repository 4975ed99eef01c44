import { z } from 'zod';
import { todayInJakarta } from '../calendar';
import { formatRupiah } from '../rupiah-format';
import { isoDateSchema } from './common';
import { JOURNAL_LINE_MAX } from './ledger';

/**
 * The employer's transfer of a posted payroll period's deductions, recorded by FINANCE
 * (docs/product/ledger.md#the-employers-transfer). Amounts are whole Rupiah.
 */

/** The bank's reference of one transfer, as printed on the statement. */
export const EMPLOYER_TRANSFER_REFERENCE_MAX = 64;
export const EMPLOYER_TRANSFER_NOTE_MAX = 300;
/** One transfer is one journal line: at most what a line may hold. */
export const EMPLOYER_TRANSFER_MAX = JOURNAL_LINE_MAX;

export const EMPLOYER_TRANSFER_FUTURE_MESSAGE = 'Tanggal diterima tidak boleh setelah hari ini';

/** The message when `receivedOn` (YYYY-MM-DD) is after `today`, or null. */
export const checkReceivedOn = (receivedOn: string, today: string): string | null =>
  receivedOn > today ? EMPLOYER_TRANSFER_FUTURE_MESSAGE : null;

/** POST /admin/payroll/{period}/transfers (FINANCE). */
export const employerTransferRequestSchema = z.object({
  amount: z
    .number('Jumlah harus berupa angka')
    .int('Jumlah harus rupiah penuh')
    .min(1, 'Jumlah harus lebih dari 0')
    .max(EMPLOYER_TRANSFER_MAX, `Maksimal ${formatRupiah(EMPLOYER_TRANSFER_MAX)}`),
  // Checked against the clock at parse time; that it is not before the period's posting needs the period from the
  // path, so the service checks that under the period's lock.
  receivedOn: isoDateSchema
    .pipe(
      z.string().superRefine((date, context) => {
        const message = checkReceivedOn(date, todayInJakarta());
        if (message) context.addIssue({ code: 'custom', message });
      }),
    )
    .meta({
      description:
        "The day the money reached the cooperative's bank (Asia/Jakarta calendar): not after today, and not before the period in the path was posted (422 otherwise).",
    }),
  reference: z
    .string('Referensi bank wajib diisi')
    .trim()
    .min(1, 'Referensi bank wajib diisi')
    .max(EMPLOYER_TRANSFER_REFERENCE_MAX, `Referensi maksimal ${EMPLOYER_TRANSFER_REFERENCE_MAX} karakter`),
  note: z
    .string()
    .trim()
    .max(EMPLOYER_TRANSFER_NOTE_MAX, `Catatan maksimal ${EMPLOYER_TRANSFER_NOTE_MAX} karakter`)
    .optional(),
});
export type EmployerTransferRequest = z.infer<typeof employerTransferRequestSchema>;

/** One transfer received. `recordedBy` is the staff member's name. */
export const employerTransferSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  receivedOn: z.string(),
  reference: z.string(),
  note: z.string().nullable(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type EmployerTransfer = z.infer<typeof employerTransferSchema>;

/**
 * GET /admin/payroll/{period}/transfers, and the reply of recording one: what the posting put on piutang potongan
 * gaji (1202), what the employer has transferred, and what is still outstanding.
 */
export const employerTransfersSchema = z.object({
  period: z.string(),
  /** The first day a transfer may be dated: the period's posting (its cut-off, or the day it was posted if later). */
  postedOn: z.string(),
  deducted: z.number().int(),
  received: z.number().int(),
  outstanding: z.number().int(),
  /** Oldest first. */
  transfers: z.array(employerTransferSchema),
});
export type EmployerTransfers = z.infer<typeof employerTransfersSchema>;
