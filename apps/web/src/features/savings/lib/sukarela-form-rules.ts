import {
  formatRupiah,
  savingsDepositRequestSchema,
  savingsWithdrawalRequestSchema,
  sukarelaPlanRequestSchema,
} from '@kopkar/domain';
import { z } from 'zod';
import { readAmount } from './read-amount';

/** The amount as typed (`250.000` or `250000`) read as whole Rupiah; any other text is told how to write one. */
const amountText = z.string().transform((text, context) => {
  const amount = readAmount(text);
  if (amount !== null) return amount;
  context.addIssue({ code: 'custom', message: 'Masukkan jumlah dalam rupiah, mis. 250000' });
  return z.NEVER;
});

const deposit = savingsDepositRequestSchema.shape;

/**
 * The deposit form's rules: the Setor call's own schema (amount limits, the transfer date's window, the proof) read
 * from the form's text, an empty date or proof asked for first. Loaded on the form's first focus
 * (lib/lazy-form-resolver.ts), so /simpanan's first load carries no zod.
 */
export const depositFormSchema = savingsDepositRequestSchema.extend({
  Jumlah: amountText.pipe(deposit.Jumlah),
  TanggalTransfer: z.string().min(1, 'Isi tanggal transfer').pipe(deposit.TanggalTransfer),
  BuktiTransfer: z.string().min(1, 'Unggah foto bukti transfer').pipe(deposit.BuktiTransfer),
});

/** The withdrawal form's rules: the Tarik call's schema, and no more than the member has free to withdraw. */
export const withdrawalFormSchema = (available: number) =>
  savingsWithdrawalRequestSchema.extend({
    Jumlah: amountText
      .pipe(z.number().max(available, `Maksimal ${formatRupiah(available)}`))
      .pipe(savingsWithdrawalRequestSchema.shape.Jumlah),
  });

/** The monthly sukarela form's rules: the PUT call's schema (0 or the limits, a multiple of Rp 1.000) from the text. */
export const sukarelaPlanFormSchema = sukarelaPlanRequestSchema.extend({
  Jumlah: amountText.pipe(sukarelaPlanRequestSchema.shape.Jumlah),
});
