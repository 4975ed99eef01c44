import { formatPeriod } from '@kopkar/domain';
import type { Page } from '@playwright/test';
import { findUnpostedMonth } from '../fixtures/payroll-periods';
import { monthDay, provisionApprovedLoan, todayInJakarta } from '../fixtures/provision-funded-loan';
import { signInFinance } from '../fixtures/settlement-steps';
import { expect, test } from '../fixtures/test';
import { AdminFundingPage } from '../pages/admin-funding-page';
import { FinancePayrollPage } from '../pages/finance-payroll-page';
import { checkAtBothWidths } from '../support/check-page';

// A double click on "Ya, cairkan" or "Ya, posting" sent two requests, and the second one's
// "…sudah dicairkan sebelumnya" replaced the success toast. Every confirmation sends once and its buttons stay
// disabled until the answer. Runs in the mobile project; checkAtBothWidths runs axe at 390×844 and 1280×800.

/** Counts the POSTs the page sends to exactly this API path (the preview beside it is another path). */
function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** The toasts (role alert, outside the page's main) that carry `text`. */
const toasts = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).and(page.locator(':not(main *)'));

test.describe('a confirmation double-clicked in the back office', () => {
  test('funds once for a double click on "Ya, cairkan": one request, one success toast', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const approved = await provisionApprovedLoan(request);
    await signInFinance(page);
    await page.goto('/admin/funding');
    const funding = new AdminFundingPage(page);
    await funding.openFromQueue(approved.approvalNo);
    const posts = countPosts(page, `/api/v1/admin/funding/${approved.applicationId}`);

    await funding.main.getByRole('button', { name: 'Cairkan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi pencairan' });
    await expect(dialog).toBeVisible();
    await checkAtBothWidths(page, 'acts-once-funding-confirm', testInfo, () => expect(dialog).toBeVisible());
    await dialog.getByRole('button', { name: 'Ya, cairkan' }).dblclick();

    await expect(funding.main.getByRole('alert').filter({ hasText: 'No. Perjanjian' })).toBeVisible();
    await expect(toasts(page, 'Pinjaman berhasil dicairkan')).toHaveCount(1);
    await expect(page.getByText('sudah dicairkan sebelumnya')).toHaveCount(0);
    expect(posts()).toBe(1);
    await checkAtBothWidths(page, 'acts-once-funding-done', testInfo);
  });

  test('posts once for a double click on "Ya, posting": one request, one success toast', async ({
    page,
    request,
  }, testInfo) => {
    const period = monthDay(todayInJakarta(), -(await findUnpostedMonth(request)), 1).slice(0, 7);
    await signInFinance(page);
    const payroll = new FinancePayrollPage(page);
    await payroll.open();
    await payroll.preview(period);
    const posts = countPosts(page, '/api/v1/admin/payroll/post');

    await payroll.postButton.click();
    const dialog = page.getByRole('dialog', { name: 'Posting payroll' });
    await expect(dialog).toContainText(`Posting payroll ${formatPeriod(period)}?`);
    await dialog.getByRole('button', { name: 'Ya, posting' }).dblclick();

    await expect(toasts(page, 'Payroll berhasil diposting')).toHaveCount(1);
    await expect(page.getByText('sudah diposting sebelumnya')).toHaveCount(0);
    expect(posts()).toBe(1);
    await checkAtBothWidths(page, 'acts-once-payroll-done', testInfo);
  });
});
