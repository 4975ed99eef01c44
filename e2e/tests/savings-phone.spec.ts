import { addMonths, formatDate, formatPeriod, payrollCutOffDate, todayInJakarta } from '@kopkar/domain';
import type { Locator } from '@playwright/test';
import { demoMembers } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { AccountPage } from '../pages/account-page';
import { SimpananPage } from '../pages/simpanan-page';
import { checkAtBothWidths } from '../support/check-page';

// On Siti's phone (390 px, the mobile project): /simpanan's history is cards with every
// amount in view, the tab strip opens at its first tab, the chart's axis is read at the theme's caption size, and
// the demo data agrees with itself: wajib month by month on each payroll date, named "Oktober 2026", its balance the
// one the account shows. checkAtBothWidths runs axe and takes screenshots at 390×844 and 1280×800.

test.use({ signedInAs: demoMembers.siti.nik });

/** The last payroll period whose deduction date (the 25th) was before the day the stack was seeded (today). */
function lastPaidPeriod(today: string): string {
  const period = today.slice(0, 7);
  return payrollCutOffDate(period, 25) < today ? period : addMonths(`${period}-01`, -1).slice(0, 7);
}

/** Right edge of an element, px from the left of the viewport. */
async function rightEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.x + box.width;
}

test('Siti reads her savings on a phone: cards, every amount in view, a readable chart, one wajib figure', async ({
  page,
}, testInfo) => {
  const savings = new SimpananPage(page);
  await savings.open();
  const wajib = (await savings.figure('Simpanan Wajib').textContent()) ?? '';
  expect(wajib).toMatch(/^Rp \d/);

  // The tab strip opens at its start, on the first tab, which is the one shown.
  const tabs = savings.history.getByRole('tablist', { name: 'Jenis simpanan' });
  await expect(tabs.getByRole('tab').first()).toHaveText('Simpanan Sukarela');
  await expect(tabs.getByRole('tab', { name: 'Simpanan Sukarela' })).toHaveAttribute('aria-selected', 'true');
  const scroller = tabs.locator('xpath=..');
  expect(await scroller.evaluate((element) => element.scrollLeft)).toBe(0);

  // Cards, not a table that hides its last columns: each amount and balance within the 390 px screen.
  await expect(savings.history.getByRole('table')).toHaveCount(0);
  const cards = savings.history.getByRole('list', { name: 'Mutasi Simpanan Sukarela' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    for (const amount of await card.getByText(/^Rp /).all()) {
      expect(await rightEdge(amount)).toBeLessThanOrEqual(390);
    }
  }
  await expect(savings.historyEntry('Setoran sukarela')).not.toHaveCount(0);
  await savings.history.screenshot({ path: testInfo.outputPath('savings-phone-history-390.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Wajib: one row a month on its payroll date, the month in Indonesian, the newest balance the one shown above.
  await savings.showHistoryOf('Simpanan Wajib');
  const chosen = tabs.getByRole('tab', { name: 'Simpanan Wajib' });
  await expect(chosen).toBeInViewport({ ratio: 1 });
  const period = lastPaidPeriod(todayInJakarta());
  const newest = savings.history
    .getByRole('list', { name: 'Mutasi Simpanan Wajib' })
    .getByRole('listitem')
    .first();
  await expect(newest).toContainText(`Iuran wajib (potong gaji) ${formatPeriod(period)}`);
  await expect(newest).toContainText(formatDate(payrollCutOffDate(period, 25)));
  await expect(newest).toContainText(`Saldo ${wajib}`);
  await expect(savings.history).not.toContainText(period);

  // The chart is drawn at its own width: its axis text is the theme's 12 px on the phone, months spaced to fit.
  const axis = savings.chart.locator('text');
  await expect(axis.first()).toBeVisible();
  expect(
    new Set(await axis.evaluateAll((texts) => texts.map((text) => getComputedStyle(text).fontSize))),
  ).toEqual(new Set(['12px']));
  const drawn = await savings.chart.evaluate((svg) => ({
    shown: svg.getBoundingClientRect().width,
    units: (svg as SVGSVGElement).viewBox.baseVal.width,
  }));
  expect(drawn.shown).toBe(drawn.units);
  expect(await savings.chart.locator('text[text-anchor="middle"]').count()).toBeLessThanOrEqual(4);
  await savings.chart.screenshot({ path: testInfo.outputPath('savings-phone-chart-390.png') });

  await checkAtBothWidths(page, 'savings-phone', testInfo, () =>
    expect(savings.historyEntries().first()).toBeVisible(),
  );

  // The account shows the same wajib balance.
  const account = new AccountPage(page);
  await account.open();
  await expect(account.fact('Saldo Iuran Wajib')).toHaveText(wajib);
  await expect(account.fact('Tanggal Bergabung')).toHaveText('01-07-2015');
});
