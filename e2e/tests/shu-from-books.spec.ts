import { formatRate, formatRupiah } from '@kopkar/domain';
import { signInThroughApi } from '../fixtures/api';
import { demoMembers, demoPassword } from '../fixtures/demo-accounts';
import { todayInJakarta } from '../fixtures/provision-funded-loan';
import { expect, test } from '../fixtures/test';
import { AdminBooksApi, readShuEstimate } from '../pages/admin-books-api';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AdminShuPage } from '../pages/admin-shu-page';
import { ShuPage } from '../pages/shu-page';
import { checkAtBothWidths } from '../support/check-page';

// SHU from the books (docs/product/savings.md#shu): the demo books hold little income, so FINANCE enters other
// income for a closed year and for this one, and ADMIN approves both. ADMIN then reads the year's proposal on the
// SHU page and puts it into the RAT's decision; Siti reads her estimate of this year on /shu. Other specs may
// book into the same years, so every figure is compared with what the API answers, not with a constant. Runs in
// the mobile project; checkAtBothWidths runs axe at 390×844 and 1280×800.

const PART_LABELS = [
  'Cadangan',
  'Jasa modal',
  'Jasa usaha',
  'Dana pengurus',
  'Dana karyawan',
  'Dana pendidikan',
  'Dana sosial',
];

test('ADMIN sees the SHU the books propose, a member her estimate of this year', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const today = todayInJakarta();
  const thisYear = Number(today.slice(0, 4));
  // Closed, and no RAT decides it in the suite (savings-story posts last year's SHU, which hides the form).
  const year = thisYear - 2;
  const books = await AdminBooksApi.signIn(baseURL ?? '');
  await books.bookOtherIncome(`${year}-12-15`, 40_000_000, 'Pendapatan lain-lain (e2e usulan SHU)');
  await books.bookOtherIncome(today, 30_000_000, 'Pendapatan lain-lain (e2e perkiraan SHU)');
  const proposal = await books.readProposal(year);
  await books.dispose();
  expect(proposal.pool).toBeGreaterThan(0);

  // ADMIN: the year's result, its seven parts and the pool; "Gunakan usulan" fills the decision.
  await page.goto('/admin/login');
  await new AdminLoginPage(page).signIn('admin', demoPassword);
  const shuAdmin = new AdminShuPage(page);
  await shuAdmin.open();
  await shuAdmin.chooseYear(year);
  const usulan = shuAdmin.proposal(year);
  await expect(usulan).toContainText(`Hasil usaha${formatRupiah(proposal.result)}`);
  await expect(usulan).toContainText(`Dana SHU anggota (usulan)${formatRupiah(proposal.pool)}`);
  const parts = shuAdmin.proposalParts(year);
  expect(proposal.parts.map((part) => part.label)).toEqual(PART_LABELS);
  for (const part of proposal.parts) {
    await expect(parts.getByRole('row').filter({ hasText: part.label })).toContainText(
      `${formatRate(part.percent)}${formatRupiah(part.amount)}`,
    );
  }
  await shuAdmin.useProposal(year);
  await expect(shuAdmin.poolField).toHaveValue(String(proposal.pool));
  await expect(shuAdmin.percentField).toHaveValue(String(proposal.jasaModalPercent).replace('.', ','));
  const differs = shuAdmin.main.getByRole('status').filter({ hasText: 'berbeda dari usulan pembukuan' });
  await expect(differs).toHaveCount(0);
  // The RAT may decide otherwise; the page then asks for the reason in the note.
  await shuAdmin.percentField.fill(proposal.jasaModalPercent === 50 ? '40' : '50');
  await expect(differs).toContainText('Tuliskan alasan keputusan RAT di kolom Catatan');
  await checkAtBothWidths(page, 'shu-books-admin', testInfo, () => expect(usulan).toBeVisible());

  // Siti: this year's SHU so far, in a card of its own named an estimate.
  const siti = await signInThroughApi(page.request, demoMembers.siti.nik, demoPassword);
  const estimate = await readShuEstimate(page.request, siti);
  expect(estimate).toMatchObject({ year: thisYear, asOf: today });
  expect(estimate?.amount).toBeGreaterThan(0);
  await page.addInitScript((value) => window.localStorage.setItem('session', value), JSON.stringify(siti));
  const shu = new ShuPage(page);
  await shu.open();
  const card = shu.estimate(thisYear);
  await expect(card).toContainText(formatRupiah(estimate?.amount ?? 0));
  await expect(card).toContainText(
    `Angka ini masih berubah sampai RAT memutuskan pembagian SHU tahun ${thisYear}`,
  );
  await checkAtBothWidths(page, 'shu-books-member', testInfo, () => expect(card).toBeVisible());
});
