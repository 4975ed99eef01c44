import { formatRupiah, MIN_LOAN_AMOUNT } from '@kopkar/domain';
import type { MaxLoanExplanation } from './explain-max-loan';

/** Why a member's maximum loan is Rp 0 and what they can do about it, in words for the form's first screen. */
export type NoLimitReason = { reason: string; action: string };

/**
 * Reads a zero maximum (explainMaxLoan) as the member's situation: no contributions yet, contributions too small
 * for the smallest loan, or else running loans that use the whole limit.
 */
export function explainNoLimit(figures: MaxLoanExplanation): NoLimitReason {
  if (figures.contributionBalance <= 0) {
    return {
      reason: `Batas pinjaman dihitung dari saldo iuran wajib × ${figures.multiplier}, dan saldo iuran wajib Anda masih Rp 0.`,
      action:
        'Iuran wajib dipotong dari gaji setiap bulan. Anda dapat mengajukan pinjaman setelah iuran pertama Anda tercatat. Bila menurut Anda iuran sudah dipotong, hubungi pengurus koperasi.',
    };
  }
  if (Math.min(figures.byContribution, figures.cap) < MIN_LOAN_AMOUNT) {
    return {
      reason: `Saldo iuran wajib Anda × ${figures.multiplier} masih di bawah pinjaman terkecil ${formatRupiah(MIN_LOAN_AMOUNT)}.`,
      action:
        'Batas pinjaman bertambah setiap bulan seiring iuran wajib Anda tercatat. Silakan ajukan kembali nanti.',
    };
  }
  return {
    reason: `Sisa pokok pinjaman Anda yang masih berjalan sudah memakai seluruh batas pinjaman Anda (saldo iuran wajib × ${figures.multiplier}).`,
    action:
      'Batas pinjaman akan terbuka kembali seiring angsuran pinjaman berjalan terbayar. Anda juga dapat melunasi pinjaman berjalan lebih awal.',
  };
}
