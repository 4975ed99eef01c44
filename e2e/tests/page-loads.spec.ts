import { expect, test } from '../fixtures/test';
import { checkAtBothWidths } from '../support/check-page';

// About 60 full page loads a minute from one address (an office behind one NAT address) and
// every page showed raw JSON `{"code":429,…}`. Pages are never limited, and a page load that is refused or fails
// gets an Indonesian HTML page with a way back. Every request of this spec comes from the one loopback address.
// Runs in the mobile project; checkAtBothWidths runs axe at 390×844 and 1280×800.

const PAGES = ['/', '/blog', '/login', '/organisasi', '/about', '/terms-and-conditions', '/privacy-policy'];
/** What Chromium sends for a page load: the document loads below are what the server sees of a navigation. */
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
};

test.describe('many page loads from one address', () => {
  test('150 page loads in a row are all pages, never JSON; a failed load is an Indonesian page with a way back', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    for (let i = 0; i < 150; i += 1) {
      const path = PAGES[i % PAGES.length] as string;
      if (i % 25 === 24) {
        // A real navigation in the browser every 25 loads: the page draws, no JSON shows.
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('body')).not.toContainText('"code"');
        continue;
      }
      const response = await page.request.get(path, { headers: NAVIGATION });
      expect({ path, status: response.status() }).toEqual({ path, status: 200 });
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    }

    // A malformed address is refused by the router before any page: an HTML page, not the envelope.
    const refused = await page.goto('/blog/%E0%A4%A');
    expect(refused?.status()).toBe(400);
    expect(refused?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alamat tidak dapat dibuka' })).toBeVisible();
    await expect(page.getByText('Permintaan tidak dapat diproses')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('"code"');
    await checkAtBothWidths(page, 'page-load-refused', testInfo);
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
});
