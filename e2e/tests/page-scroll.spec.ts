import type { Page } from '@playwright/test';
import { demoMembers } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { AmortisationReportPage } from '../pages/amortisation-report-page';
import { HomePage } from '../pages/home-page';
import { PointsPage } from '../pages/points-page';
import { checkAtBothWidths } from '../support/check-page';

// A page opened from a link far down another page (the footer's Points, a history card's
// Amortisasi) opened scrolled down by as much, its heading and action button off screen. A new route starts at the
// top; back and forward put the member where they were.

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** What the member sees right now (the viewport, not the full page), to look at. */
const screenshotViewport = (page: Page, path: string) => page.screenshot({ path, fullPage: false });

test.describe('Siti moves between pages', () => {
  test.use({ signedInAs: demoMembers.siti.nik });

  test('the footer’s Points opens at the top; back and forward restore each position', async ({
    page,
  }, testInfo) => {
    const home = new HomePage(page);
    await home.open();
    await expect(home.history.getByRole('article')).not.toHaveCount(0);
    const footerLink = page.getByRole('navigation', { name: 'Navigasi footer' }).getByRole('link', {
      name: 'Points',
    });
    await footerLink.scrollIntoViewIfNeeded();
    const homeScroll = await scrollTop(page);
    expect(homeScroll, 'the footer is far below the top of /home').toBeGreaterThan(500);

    await footerLink.click();
    await expect(page).toHaveURL('/poins');
    const points = new PointsPage(page);
    await expect(points.heading).toBeInViewport();
    await expect.poll(() => scrollTop(page)).toBe(0);
    await expect(points.offers).toBeVisible();
    await screenshotViewport(page, testInfo.outputPath('poins-opened-from-footer-viewport-390.png'));

    await points.offers.getByRole('article').last().scrollIntoViewIfNeeded();
    const pointsScroll = await scrollTop(page);
    expect(pointsScroll, 'the last offer is below the fold').toBeGreaterThan(0);

    await page.goBack();
    await expect(page).toHaveURL('/home');
    await expect.poll(() => scrollTop(page), { message: 'back restores /home' }).toBe(homeScroll);

    await page.goForward();
    await expect(page).toHaveURL('/poins');
    await expect.poll(() => scrollTop(page), { message: 'forward restores /poins' }).toBe(pointsScroll);
    await checkAtBothWidths(page, 'poins-after-forward', testInfo);
  });

  test('Amortisasi opens at the top with its action button on screen', async ({ page }, testInfo) => {
    const home = new HomePage(page);
    await home.open();
    const link = home.loanCard('Dicairkan').getByRole('link', { name: 'Amortisasi' }).first();
    await link.scrollIntoViewIfNeeded();
    expect(await scrollTop(page), 'the running loan’s card is below the fold').toBeGreaterThan(0);

    await link.click();
    const report = new AmortisationReportPage(page);
    await expect(report.heading).toBeInViewport();
    await expect(report.schedule).toBeVisible();
    await expect.poll(() => scrollTop(page)).toBe(0);
    await expect(report.anySettlementButton).toBeInViewport();
    await screenshotViewport(page, testInfo.outputPath('amortisasi-opened-from-home-viewport-390.png'));
    await checkAtBothWidths(page, 'amortisasi-opened-from-home', testInfo);
  });
});
