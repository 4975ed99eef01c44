import type { Locator, Page, Request } from '@playwright/test';
import { demoMembers } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { BlogPage } from '../pages/blog-page';
import { ErrorPage } from '../pages/error-page';
import { checkAtBothWidths, resizeViewport } from '../support/check-page';

// The small things a member trips over in a day of use.

/** The box of an element in the page, or a failure naming what was missing. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

test.describe('the error page', () => {
  test('/error explains what happened and leads a visitor home', async ({ page }, testInfo) => {
    const error = new ErrorPage(page);
    await error.open();
    await expect(page.getByText('Halaman ini sedang disiapkan')).toHaveCount(0);
    await checkAtBothWidths(page, 'error-page-guest', testInfo);
    await error.goHome();
    await expect(page).toHaveURL('/');
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: demoMembers.budi.nik });

    test('/error leads a member to their home page', async ({ page }) => {
      const error = new ErrorPage(page);
      await error.open();
      await error.goHome();
      await expect(page).toHaveURL('/home');
    });
  });
});

test.describe('Budi’s header', () => {
  test.use({ signedInAs: demoMembers.budi.nik });

  test('the avatar’s initials sit inside its circle', async ({ page }, testInfo) => {
    await page.goto('/home');
    await resizeViewport(page, { width: 1280, height: 800 });
    const account = page.getByRole('banner').getByRole('button', { name: demoMembers.budi.name });
    await expect(account).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // Geometry, not a role: the initials are decoration (aria-hidden) inside the account button's avatar.
    const fit = await account.evaluate((button) => {
      const initials = button.querySelector('[aria-hidden="true"], [aria-hidden=""]');
      const circle = initials?.parentElement;
      if (!initials || !circle) throw new Error('no initials in the account button');
      const range = document.createRange();
      range.selectNodeContents(initials);
      const text = range.getBoundingClientRect();
      const box = circle.getBoundingClientRect();
      const radius = box.width / 2;
      // The farthest corner of the text's box from the circle's centre, against the radius.
      const dx = Math.max(
        Math.abs(text.left - (box.left + radius)),
        Math.abs(text.right - (box.left + radius)),
      );
      const dy = Math.max(
        Math.abs(text.top - (box.top + box.height / 2)),
        Math.abs(text.bottom - (box.top + box.height / 2)),
      );
      return { initials: initials.textContent, corner: Math.hypot(dx, dy), radius };
    });
    expect(fit.initials).toBe('BS');
    expect(fit.corner, 'the initials’ box fits in the circle').toBeLessThanOrEqual(fit.radius);
    await page.screenshot({
      path: testInfo.outputPath('header-avatar-1280.png'),
      clip: await boxOf(account),
    });
    await checkAtBothWidths(page, 'home-header', testInfo);
  });
});

test('the blog pager stays on one line on a phone', async ({ page }, testInfo) => {
  const blog = new BlogPage(page);
  await blog.goto();
  await blog.waitUntilLoaded();
  await resizeViewport(page, { width: 390, height: 844 });
  await blog.pager.scrollIntoViewIfNeeded();
  const previous = await boxOf(blog.previousButton);
  const status = await boxOf(blog.pageStatus);
  const next = await boxOf(blog.nextButton);
  const previousMiddle = previous.y + previous.height / 2;
  for (const [name, box] of [
    ['page status', status],
    ['next', next],
  ] as const) {
    expect(box.y, `${name} starts above the middle of Sebelumnya`).toBeLessThan(previousMiddle);
    expect(box.y + box.height, `${name} ends below the middle of Sebelumnya`).toBeGreaterThan(previousMiddle);
  }
  expect(next.x + next.width, 'Berikutnya stays inside the screen').toBeLessThanOrEqual(390);
  await page.screenshot({
    path: testInfo.outputPath('blog-pager-bar-390.png'),
    clip: await boxOf(blog.pager),
  });
  await checkAtBothWidths(page, 'blog-pager', testInfo, () => blog.waitUntilLoaded());
});

test.describe('a refused read', () => {
  test.use({ signedInAs: demoMembers.budi.nik });

  /** Collects the API calls the page makes whose path matches `pattern`. */
  function recordCalls(page: Page, pattern: RegExp): Request[] {
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (pattern.test(new URL(request.url()).pathname)) calls.push(request);
    });
    return calls;
  }

  test('a 403 is shown at once: no token refresh, no retry', async ({ page }, testInfo) => {
    const calls = recordCalls(page, /^\/api\/v1\/(HistoryPinjamanAll\/|refresh$)/);
    // Siti's history, asked for by Budi: the API refuses with 403 "not yours", not with token_expired.
    await page.goto(`/history-pinjaman/${demoMembers.siti.nik}`);
    // The alert shows the read's final failure: every refresh and retry that led to it has happened by then.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Anda tidak berhak mengakses data ini' }),
    ).toBeVisible();
    expect(calls.map((call) => new URL(call.url()).pathname)).toEqual([
      `/api/v1/HistoryPinjamanAll/${demoMembers.siti.nik}`,
    ]);
    await checkAtBothWidths(page, 'history-of-another-member', testInfo);
  });

  test('a 404 is shown at once too: one call per read', async ({ page }) => {
    const calls = recordCalls(page, /^\/api\/v1\/(ListAmortisasi\/|StatusPelunasan\/|refresh$)/);
    const settlementAnswered = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/StatusPelunasan/TIDAK-ADA'),
    );
    await page.goto('/report-amortisasi/TIDAK-ADA');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Perjanjian pinjaman tidak ditemukan' }),
    ).toBeVisible();
    expect((await settlementAnswered).status()).toBe(404);
    expect(calls.map((call) => new URL(call.url()).pathname).sort()).toEqual([
      '/api/v1/ListAmortisasi/TIDAK-ADA',
      '/api/v1/StatusPelunasan/TIDAK-ADA',
    ]);
  });
});
