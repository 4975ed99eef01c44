import { signInThroughApi } from '../fixtures/api';
import { demoMembers, demoPassword } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { PotonganGajiPage } from '../pages/potongan-gaji-page';
import { checkAtBothWidths } from '../support/check-page';

// Before payday Siti (a running loan) reads what her coming salary deduction holds: simpanan wajib and her loan's
// instalment, line by line, and the total that adds them up. Runs in the mobile project; checkAtBothWidths runs axe
// and takes screenshots at 390×844 and 1280×800.

const rupiah = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('a member sees the salary deduction of the coming period', async ({ page }, testInfo) => {
  const siti = await signInThroughApi(page.request, demoMembers.siti.nik, demoPassword);
  await page.addInitScript((value) => window.localStorage.setItem('session', value), JSON.stringify(siti));
  const deduction = new PotonganGajiPage(page);
  await deduction.open();

  await expect(deduction.coming).toContainText(/Tanggal potong \d{2}-\d{2}-\d{4}/);
  await expect(deduction.amountOf('Simpanan wajib')).toHaveText(/^Rp [\d.]+$/);
  await expect(deduction.amountOf('Angsuran pinjaman')).toHaveText(/^Rp [\d.]+$/);
  const amounts = await deduction.coming.getByRole('definition').allTextContents();
  const total = rupiah(amounts.at(-1) ?? null);
  expect(total).toBeGreaterThan(0);
  expect(amounts.slice(0, -1).reduce((sum, amount) => sum + rupiah(amount), 0)).toBe(total);
  await expect(deduction.previous).toBeVisible();

  await checkAtBothWidths(page, 'salary-deduction', testInfo, () => expect(deduction.total).toBeVisible());
});
