import { manualJournalRequestSchema } from '@kopkar/domain';
import { z } from 'zod';
import { readLineAmount } from './journal-amounts';

/** One line as the form holds it: the account's code and both amounts as typed. */
export type JournalLineValues = { account: string; debit: string; credit: string };
export type JournalFormValues = { date: string; description: string; lines: JournalLineValues[] };

export const emptyJournalLine: JournalLineValues = { account: '', debit: '', credit: '' };

/** A new entry dated `today`, with the two lines every entry needs at least. */
export const emptyJournalForm = (today: string): JournalFormValues => ({
  date: today,
  description: '',
  lines: [{ ...emptyJournalLine }, { ...emptyJournalLine }],
});

const amountText = z.string().transform((text, context) => {
  const amount = readLineAmount(text);
  if (amount !== null) return amount;
  context.addIssue({ code: 'custom', message: 'Masukkan jumlah dalam rupiah, mis. 250000' });
  return z.NEVER;
});

/**
 * The manual entry form's rules: its text read into the call's values, then the call's own schema
 * (manualJournalRequestSchema: one side per line, debits equal to credits, at least two lines), so the form says
 * what the API would, under the same fields. An empty account or date is asked for first.
 */
export const journalFormSchema = z
  .object({
    date: z.string().min(1, 'Isi tanggal jurnal'),
    description: z.string(),
    lines: z.array(
      z.object({
        account: z.string().min(1, 'Pilih akun'),
        debit: amountText,
        credit: amountText,
      }),
    ),
  })
  .pipe(manualJournalRequestSchema);
