import { expectNoA11yViolations } from '../fixtures/accessibility';
import { demoMembers } from '../fixtures/demo-accounts';
import { findRunningAgreement } from '../fixtures/member-loans';
import { expect, test } from '../fixtures/test';
import { Header } from '../pages/header';

/**
 * The member's own pages come rendered from the server for the member whose page cookie came with the request
 * (docs/decisions/0016-signed-in-pages-rendered-for-their-member.md): their figures are in the HTML before any
 * script runs, the HTML is never stored by anyone but the member's browser, and the browser hydrates it without a
 * mismatch (the test fixture fails any test whose page reports one).
 */
const siti = demoMembers.siti;
const EMPTY_SHELL = '<div id="root"></div>';

test.use({ signedInAs: siti.nik });

test('every page of the member comes from the server with its content, never to be stored, and hydrates as it is', async ({
  page,
  request,
}) => {
  const { agreementNo } = await findRunningAgreement(request, siti.nik);
  // Each page with a text only its data can put there.
  const pages: [string, RegExp][] = [
    ['/home', /Halo, Siti Rahmawati/],
    [`/history-pinjaman/${siti.nik}`, /Riwayat Pinjaman[\s\S]*Renovasi Rumah/],
    [`/report-amortisasi/${agreementNo}`, new RegExp(`Jadwal Angsuran[\\s\\S]*${agreementNo}`)],
    [`/repayment/${agreementNo}`, /Pelunasan[\s\S]*Jumlah yang harus dibayar/],
    ['/simpanan', /Total Simpanan[\s\S]*Simpanan Wajib/],
    ['/shu', /Sisa Hasil Usaha \(SHU\)/],
    ['/potongan-gaji', /Potongan periode[\s\S]*Simpanan wajib periode/],
    ['/poins', /Saldo poin Anda[\s\S]*250 poin/],
    ['/notification', /Notifikasi[\s\S]*Dicairkan/],
    ['/account', /Data diri[\s\S]*NIK[\s\S]*100002/],
    ['/account/data', /Data Saya[\s\S]*Pelindungan Data Pribadi/],
  ];
  for (const [url, content] of pages) {
    // page.request carries the browser context's cookies: the page cookie the sign-in set.
    const reply = await page.request.get(url);
    expect(reply.status(), url).toBe(200);
    expect(reply.headers()['cache-control'], url).toBe('private, no-store');
    expect(reply.headers().vary, url).toMatch(/Cookie/i);
    const html = await reply.text();
    expect(html, url).toContain('id="ssr-state"');
    expect(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '), url).toMatch(content);

    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('main')).toContainText(content);
  }
  await expectNoA11yViolations(page);
});

test('the server’s page is the one the browser then works with: its links and buttons answer', async ({
  page,
}) => {
  await page.goto('/home');
  await page.getByRole('link', { name: 'Lihat Simpanan' }).click();
  await expect(page).toHaveURL('/simpanan');
  await expect(page.getByRole('heading', { level: 1, name: 'Simpanan' })).toBeVisible();
});

// Plus Jakarta Sans arrives after the server's page has painted on slow mobile data. Until then the text is set in
// a font the device has, scaled to Plus Jakarta Sans' metrics (apps/web/font-fallback.config.ts): the swap moves
// nothing. Without the scaled stand-ins, the notification list moved by 0.107 (layout shift) at 412 px.
test('the page does not move when the bundled font arrives after it was drawn', async ({ page }) => {
  let releaseFonts = () => {};
  const fontsHeld = new Promise<void>((resolve) => {
    releaseFonts = resolve;
  });
  await page.route(/\.woff2$/, async (route) => {
    await fontsHeld;
    await route.continue();
  });
  await page.addInitScript(() => {
    const store = window as unknown as { layoutShift: number };
    store.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        store.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The held fonts hold back the load event: wait for the HTML and the hydration, not for the load.
  await page.goto('/notification', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('main')).toContainText('Dicairkan');
  releaseFonts();
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: the layout with the new font, and the layout-shift entry it reports.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return [...document.fonts].filter(
      (face) => face.family.replaceAll(/["']/g, '') === 'Plus Jakarta Sans' && face.status === 'loaded',
    ).length;
  });
  expect(loaded, 'the page used the bundled font once it came').toBeGreaterThan(0);
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift).toBeLessThan(0.01);
});

test('after logout the same address is the empty shell: the page cookie no longer opens anything', async ({
  page,
}) => {
  await page.goto('/home');
  const before = await (await page.request.get('/home')).text();
  expect(before).toContain(siti.name);

  const header = new Header(page);
  await header.requestLogout(siti.name);
  await header.confirmLogout();
  await expect(page).toHaveURL('/');

  const after = await (await page.request.get('/home')).text();
  expect(after).toContain(EMPTY_SHELL);
  expect(after).not.toContain(siti.name);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain('kopkar_page');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test('the member reads their balance and savings on a phone whose scripts have not run', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByText('Halo, Siti Rahmawati')).toBeVisible();
    await expect(page.getByText('Sisa pokok').first()).toBeVisible();
    await page.goto('/simpanan');
    await expect(page.getByText('Total Simpanan').first()).toBeVisible();
  });
});

test.describe('a browser without the page cookie', () => {
  test.use({ signedInAs: undefined });

  test('gets the empty shell for a member page, whoever’s address it names', async ({ request }) => {
    for (const url of ['/home', `/history-pinjaman/${siti.nik}`, '/account']) {
      const html = await (await request.get(url, { headers: { cookie: 'kopkar_page=made-up' } })).text();
      expect(html, url).toContain(EMPTY_SHELL);
      expect(html, url).not.toContain('id="ssr-state"');
    }
  });
});
