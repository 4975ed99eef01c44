import { demoMembers } from '../fixtures/demo-accounts';
import { provisionApplicant, startAsMember } from '../fixtures/provision-funded-loan';
import { expect, test } from '../fixtures/test';
import { AmortisationReportPage } from '../pages/amortisation-report-page';
import { HomePage } from '../pages/home-page';
import { readRupiah } from '../pages/loan-balance';
import { MemberRepaymentPage } from '../pages/member-repayment-page';
import { checkAtBothWidths, resizeViewport } from '../support/check-page';

// The home balance adds up, means one thing, and is the figure the schedule and the settlement
// show. Runs in the mobile project; checkAtBothWidths runs axe and screenshots at 390×844 and 1280×800.

test.describe('Siti (one running loan with paid rows)', () => {
  test.use({ signedInAs: demoMembers.siti.nik });

  test('paid + remaining = the loan, and the schedule and the settlement show the same remaining principal', async ({
    page,
  }, testInfo) => {
    const home = new HomePage(page);
    await home.open();
    const balance = await home.readBalance();
    expect(balance.amount).toBe(12_000_000);
    expect(balance.paid).toBeGreaterThan(0);
    expect(balance.paid + balance.remaining, 'Pokok terbayar + Sisa pokok').toBe(balance.amount);
    await expect(home.balanceSummary.getByRole('img', { name: /^Pokok terbayar \d+%/ })).toBeVisible();
    await checkAtBothWidths(page, 'figures-home', testInfo);

    // The running loan's schedule: its balance is the home page's (one running loan), and its Sisa pokok is the
    // schedule's own column after the last paid row.
    await home.loanCard('Dicairkan').getByRole('link', { name: 'Amortisasi' }).click();
    const report = new AmortisationReportPage(page);
    await expect(report.heading).toBeVisible();
    expect(await report.readBalance()).toEqual(balance);
    await checkAtBothWidths(page, 'figures-report', testInfo, () => expect(report.schedule).toBeVisible());
    await resizeViewport(page, { width: 1280, height: 800 });
    expect(await report.readOutstandingAfterLastPaidRow()).toBe(balance.remaining);

    // The settlement quote's principal is the same figure again.
    await page.getByRole('link', { name: 'Riwayat pembayaran' }).click();
    const repayment = new MemberRepaymentPage(page);
    await expect(repayment.history).toBeVisible();
    const quoteLine = repayment.main.getByText(/^Sisa pokok Rp [\d.]+ \+ bunga berjalan Rp [\d.]+$/);
    expect(readRupiah((await quoteLine.textContent())?.split('+')[0] ?? '')).toBe(balance.remaining);
  });
});

test.describe('a member who has just applied', () => {
  test('the balance card does not say "Anda belum mengajukan pinjaman" above the application in process', async ({
    page,
    request,
  }, testInfo) => {
    const member = await provisionApplicant(request);
    await startAsMember(page, member);
    const home = new HomePage(page);
    await home.open();
    await expect(page.getByRole('region', { name: 'Pinjaman dalam proses' })).toBeVisible();
    await expect(home.balanceSummary).toContainText(
      'Belum ada pinjaman berjalan. Pengajuan Anda sedang diproses; saldo tampil setelah dana dicairkan.',
    );
    await expect(home.balanceSummary).not.toContainText('Anda belum mengajukan pinjaman');
    await checkAtBothWidths(page, 'figures-home-just-applied', testInfo);
  });
});
