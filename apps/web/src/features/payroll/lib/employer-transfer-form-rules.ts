import {
  type EmployerTransferRequest,
  employerTransferRequestSchema,
  formatDate,
  formatRupiah,
} from '@kopkar/domain';
import { z } from 'zod';

/** The transfer form keeps what is typed as text; its rules read the amount on submit. */
export type EmployerTransferFormValues = {
  amount: string;
  receivedOn: string;
  reference: string;
  note: string;
};

export const emptyEmployerTransferForm: EmployerTransferFormValues = {
  amount: '',
  receivedOn: '',
  reference: '',
  note: '',
};

/** Whole Rupiah typed with or without `Rp` and thousands dots (`Rp 1.250.000`, `1250000`); null otherwise. */
function readRupiahText(text: string): number | null {
  const digits = text
    .trim()
    .replace(/^Rp\.?/i, '')
    .replace(/[.\s]/g, '');
  return /^\d{1,13}$/.test(digits) ? Number(digits) : null;
}

const amountText = z.string().transform((text, context) => {
  const amount = readRupiahText(text);
  if (amount !== null) return amount;
  context.addIssue({ code: 'custom', message: 'Masukkan jumlah dalam rupiah, mis. 1250000' });
  return z.NEVER;
});

const call = employerTransferRequestSchema.shape;

/**
 * The form's rules: the POST call's own schema read from the typed text, and what the server checks against the
 * period under its lock said beforehand under the fields (no more than is outstanding, not before the posting).
 * The server still decides: another transfer may land between reading the figures and saving.
 */
export const employerTransferFormSchema = ({
  outstanding,
  postedOn,
}: {
  outstanding: number;
  postedOn: string;
}) =>
  z.object({
    amount: amountText
      .pipe(call.amount)
      .pipe(z.number().max(outstanding, `Melebihi sisa yang belum diterima (${formatRupiah(outstanding)})`)),
    receivedOn: z
      .string()
      .min(1, 'Isi tanggal diterima')
      .pipe(call.receivedOn)
      .refine((date) => date >= postedOn, `Tidak boleh sebelum tanggal posting (${formatDate(postedOn)})`),
    reference: call.reference,
    note: call.note.unwrap(),
  }) satisfies z.ZodType<EmployerTransferRequest, EmployerTransferFormValues>;
