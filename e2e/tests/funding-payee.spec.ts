import { provisionApprovedLoan } from '../fixtures/provision-funded-loan';
import { signInFinance } from '../fixtures/settlement-steps';
import { expect, test } from '../fixtures/test';
import { AdminFundingPage } from '../pages/admin-funding-page';
import { checkAtBothWidths } from '../support/check-page';

// FINANCE disburses only after seeing to whom: the member's name and NIK, the application and the payroll account
// beside the amount, in the page and in the confirmation. A member with no payroll account on record cannot be
// funded (the server refuses too: funding.routes.test.ts). Runs in the mobile project; checkAtBothWidths runs axe
// at 390×844 and 1280×800.

test.describe('FINANCE sees the payee before disbursing', () => {
  test('the funding page and its confirmation name the member, NIK, application and payroll account', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const approved = await provisionApprovedLoan(request);
    const account = `77${approved.nik}`;
    await signInFinance(page);
    await page.goto('/admin/funding');
    const funding = new AdminFundingPage(page);
    await funding.openFromQueue(approved.approvalNo);

    for (const fact of [
      approved.name,
      approved.nik,
      approved.approvalNo,
      account,
      approved.name.toUpperCase(),
    ]) {
      await expect(funding.payee).toContainText(fact);
    }
    await checkAtBothWidths(page, 'funding-payee', testInfo);

    // 5.000.000 less the seeded 1 % admin fee and 0,5 % PTA
    const total = 'Rp 4.925.000';
    const dialog = await funding.askToFund();
    await expect(dialog).toContainText(
      `Cairkan ${total} kepada ${approved.name} (NIK ${approved.nik}) ke rekening payroll ${account} a.n. ${approved.name.toUpperCase()} untuk pengajuan ${approved.approvalNo}`,
    );
    await checkAtBothWidths(page, 'funding-payee-confirm', testInfo, () => expect(dialog).toBeVisible());
    await dialog.getByRole('button', { name: 'Ya, cairkan' }).click();
    await expect(funding.main.getByRole('alert').filter({ hasText: 'No. Perjanjian' })).toBeVisible();
  });

  test('a member with no payroll account on record cannot be funded, and the page says why', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const approved = await provisionApprovedLoan(request, { withPayrollAccount: false });
    await signInFinance(page);
    await page.goto('/admin/funding');
    const funding = new AdminFundingPage(page);
    await funding.openFromQueue(approved.approvalNo);

    await expect(funding.payee).toContainText('Belum tercatat');
    await expect(funding.payee.getByRole('alert')).toHaveText(
      `Pencairan tidak dapat dilakukan: rekening payroll ${approved.name} (NIK ${approved.nik}) belum tercatat. Lengkapi rekening payroll anggota lebih dulu.`,
    );
    await expect(funding.fundButton).toBeDisabled();
    await checkAtBothWidths(page, 'funding-no-payroll-account', testInfo);
  });
});
