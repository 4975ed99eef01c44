import { demoMembers } from '../fixtures/demo-accounts';
import { startAsFreshMember } from '../fixtures/provision-member';
import { expect, test } from '../fixtures/test';
import { HomePage } from '../pages/home-page';
import { LoanHistoryPage } from '../pages/loan-history-page';
import { checkAtBothWidths, resizeViewport } from '../support/check-page';

// Runs in the mobile project only; each page is checked at 390×844 and 1280×800 by checkAtBothWidths.
// Siti's counter-offer is answered once per stack, so the test that accepts it comes last in this file
// (workers: 1 keeps the order); declining it is covered by the home page unit test.

test.describe('Siti (running loan, history, a counter-offer waiting)', () => {
  test.use({ signedInAs: demoMembers.siti.nik });

  test('home shows the running loan summary, history cards and the approval stepper', async ({
    page,
  }, testInfo) => {
    const home = new HomePage(page);
    await home.open();
    await expect(home.balanceSummary).toContainText('Rp 12.000.000');
    await expect(home.balanceSummary.getByRole('img', { name: /^Pokok terbayar \d+%/ })).toBeVisible();

    const offer = home.loanCard('Kendaraan');
    await expect(offer.getByRole('button', { name: 'Detail' })).toBeVisible();
    const running = home.loanCard('Dicairkan');
    await expect(running.getByRole('link', { name: 'Amortisasi' })).toHaveAttribute(
      'href',
      /\/report-amortisasi\//,
    );
    await expect(home.history.getByRole('article')).toHaveCount(5);
    await expect(home.history.getByRole('link', { name: 'Lihat semua' })).toHaveAttribute(
      'href',
      `/history-pinjaman/${demoMembers.siti.nik}`,
    );
    await checkAtBothWidths(page, 'home-siti', testInfo);

    const rejected = home.history.getByRole('article').filter({ hasText: 'Rp 25.000.000' });
    const dialog = await home.openStatus(rejected);
    await expect(dialog.getByText('Siti Rahmawati')).toBeVisible();
    // The direct superior rejected: that step reads 'Ditolak' with the approver's name.
    await expect(dialog.getByText('Atasan Langsung', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Ditolak · Agus Setiawan')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Alasan Reject/Cancel' })).toBeVisible();
    await checkAtBothWidths(page, 'home-status-dialog', testInfo);
  });

  test('history page lists every application with a total and a detail dialog', async ({
    page,
  }, testInfo) => {
    const history = new LoanHistoryPage(page);
    await history.open(demoMembers.siti.nik);
    // The total adds the loans she received (Dicairkan Rp 12.000.000, Lunas Rp 6.000.000), not the refused ones.
    await expect(page.getByText('Total pinjaman dicairkan').locator('..')).toContainText('Rp 18.000.000');
    await checkAtBothWidths(page, 'history-pinjaman', testInfo, () => expect(history.rows).toBeVisible());

    await resizeViewport(page, { width: 1280, height: 800 });
    const table = page.getByRole('table', { name: 'Riwayat pinjaman' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'No',
      'Approval No',
      'Submit Date',
      'Loan Amount',
      'Status',
      'Finance Purpose',
      'Action',
    ]);
    const approvalNo = (await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()) ?? '';
    const dialog = await history.openDetail(approvalNo);
    await expect(dialog).toContainText(approvalNo);
    await expect(dialog).toContainText('HC Recommendation');
    await expect(dialog).toContainText('%');
    await checkAtBothWidths(page, 'history-detail-dialog', testInfo);
  });

  test('another member’s history shows the server’s refusal', async ({ page }) => {
    await page.goto(`/history-pinjaman/${demoMembers.budi.nik}`);
    await expect(page.getByRole('alert')).toContainText('Anda tidak berhak mengakses data ini');
  });

  test('accepting the counter-offer lands on the process page with the offered terms', async ({
    page,
  }, testInfo) => {
    const home = new HomePage(page);
    await home.open();
    await home.loanCard('Kendaraan').getByRole('button', { name: 'Detail' }).click();
    const offer = page.getByRole('dialog', { name: 'Penawaran Pinjaman' });
    await expect(offer).toContainText('Rp 15.000.000');
    await checkAtBothWidths(page, 'nst-modal', testInfo);
    await offer.getByRole('button', { name: 'Ajukan Pinjaman' }).click();
    await page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Ya' }).click();

    await expect(page).toHaveURL('/application-form-process');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Pengajuan Diproses' })).toBeVisible();
    await expect(main).toContainText('Rp 15.000.000');
    await expect(main).toContainText('18 bulan');
    await checkAtBothWidths(page, 'process-page', testInfo);
  });
});

test.describe('a member with no loans', () => {
  test('home offers the first application instead of history cards', async ({ page }, testInfo) => {
    // A member of its own: the demo members' loans change as other specs apply, approve and fund.
    await startAsFreshMember(page);
    const home = new HomePage(page);
    await home.open();
    await expect(home.balanceSummary).toContainText('Anda belum mengajukan pinjaman');
    await expect(home.noLoanPanel.getByRole('link', { name: 'Ajukan pinjaman' })).toHaveAttribute(
      'href',
      '/application-form',
    );
    await checkAtBothWidths(page, 'home-no-loans', testInfo);
  });
});

test.describe('Budi', () => {
  test.use({ signedInAs: demoMembers.budi.nik });

  test('result pages without stored data send the member on; the cancel page stands alone', async ({
    page,
  }, testInfo) => {
    await page.goto('/application-form-process');
    await expect(page).toHaveURL('/home');
    await page.goto('/application-form-approved');
    await expect(page).toHaveURL('/notification');
    await page.goto('/application-form-cancel');
    await expect(page.getByRole('heading', { level: 1, name: 'Pengajuan Dibatalkan' })).toBeVisible();
    await checkAtBothWidths(page, 'cancel-page', testInfo);
  });
});

test.describe('Andi (no e-mail, no phone)', () => {
  test.use({ signedInAs: demoMembers.andi.nik });

  test('home shows only the contact form', async ({ page }, testInfo) => {
    await page.goto('/home');
    const home = new HomePage(page);
    await expect(home.updateContactForm).toBeVisible();
    await expect(home.balanceSummary).toHaveCount(0);
    await checkAtBothWidths(page, 'home-update-form', testInfo);
  });
});
