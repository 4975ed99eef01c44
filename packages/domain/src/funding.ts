import { Decimal, roundRupiah } from './money';

export type FundingInput = {
  /** Approved loan amount, Rupiah. */
  amount: number;
  /** Admin fee, % of the amount (setting, default 1). */
  adminFeePercent: number;
  /** Credit-protection premium, % of the amount (setting, default 0.5). */
  ptaPercent: number;
  /** The running loan this one replaces: its remaining principal and interest, Rupiah. */
  replacedLoan?: { sisapokok: number; sisabunga: number } | undefined;
};

/** Disbursement breakdown with the field names of docs/product/data.md "My loan / approval data". All integer Rupiah. */
export type FundingBreakdown = {
  FeeAdmin: number;
  pta: number;
  sisapokok: number;
  sisabunga: number;
  TotalPencairan: number;
};

/**
 * Disbursement of a funded loan (docs/product/loans.md#funding), Rupiah: admin fee and PTA are percentages of the
 * amount, each rounded half-up; a replaced loan's remaining principal and interest come off too;
 * TotalPencairan = amount − all deductions. Throws RangeError when the deductions exceed the amount.
 */
export function computeFunding(input: FundingInput): FundingBreakdown {
  const { amount, adminFeePercent, ptaPercent, replacedLoan } = input;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError('amount must be a positive integer Rupiah');
  const FeeAdmin = roundRupiah(new Decimal(amount).times(adminFeePercent).div(100));
  const pta = roundRupiah(new Decimal(amount).times(ptaPercent).div(100));
  const sisapokok = replacedLoan?.sisapokok ?? 0;
  const sisabunga = replacedLoan?.sisabunga ?? 0;
  const TotalPencairan = amount - FeeAdmin - pta - sisapokok - sisabunga;
  if (TotalPencairan < 0) {
    throw new RangeError('Jumlah pinjaman tidak mencukupi untuk potongan pencairan');
  }
  return { FeeAdmin, pta, sisapokok, sisabunga, TotalPencairan };
}
