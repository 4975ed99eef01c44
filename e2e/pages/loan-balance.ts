import { expect, type Locator } from '@playwright/test';

/** The balance figures of a loan as the portal shows them: the home page's summary and a schedule's "Saldo". */
export type LoanBalanceFigures = { amount: number; paid: number; remaining: number };

/** "Rp 1.500.000" → 1500000 (whole Rupiah). */
export const readRupiah = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));

/**
 * Reads the three figures of a balance section (a <dl>: amount, "Pokok terbayar", "Sisa pokok") and checks they
 * come with their explanation.
 */
export async function readLoanBalance(section: Locator, amountLabel: string): Promise<LoanBalanceFigures> {
  await expect(section.getByRole('term')).toHaveText([amountLabel, 'Pokok terbayar', 'Sisa pokok']);
  await expect(section.getByText(/^Dihitung dari pokok pinjaman, tanpa bunga/)).toBeVisible();
  const [amount, paid, remaining] = (await section.getByRole('definition').allTextContents()).map(readRupiah);
  return { amount: amount ?? Number.NaN, paid: paid ?? Number.NaN, remaining: remaining ?? Number.NaN };
}
