import { demoMembers } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { FaqPage, OrganisationPage, StaticContentPage } from '../pages/content-pages';
import { LandingPage } from '../pages/landing-page';
import { checkAtBothWidths } from '../support/check-page';

// The public site as the demo seed leaves it. The e2e browser has no outside network, so the promo
// embed shows its fallback, which is what a visitor sees whenever the configured page cannot be reached.

test.describe('visitor', () => {
  test('browses the landing page: claim, products, promo fallback, articles, organisation, shop, app block, links', async ({
    page,
  }, testInfo) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await landing.waitUntilLoaded();

    await expect(landing.heading).toHaveText('Koperasi Karyawan Sejahtera Bersama');
    await expect(page.getByText('Sejak 2012, lebih dari 5.000 anggota')).toBeVisible();
    await expect(page).toHaveTitle('Koperasi Karyawan Sejahtera Bersama');
    // One description, index.html's, edited in place (a second <meta> would leave crawlers to pick).
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /lebih dari 5\.000 anggota/,
    );

    for (const name of [
      'Pinjaman Pendidikan',
      'Pinjaman Renovasi Rumah',
      'Pinjaman Kesehatan',
      'Pinjaman Kendaraan',
    ]) {
      await expect(landing.productCard(name)).toBeVisible();
    }
    await expect(landing.productCard('Pinjaman Pendidikan')).toContainText(
      'Biaya sekolah, kuliah, dan kursus',
    );

    await expect(landing.promo).toContainText('Promo Anggota');
    await expect(landing.promo).toContainText('Promo tidak dapat ditampilkan di halaman ini');
    await expect(landing.promoLink()).toHaveAttribute('href', 'https://example.com/promo-anggota');
    await expect(landing.promoLink()).toHaveAttribute('target', '_blank');

    await expect(landing.articles.getByRole('article')).toHaveCount(3);
    await expect(landing.articles.getByRole('link', { name: 'Lihat semua artikel' })).toHaveAttribute(
      'href',
      '/blog',
    );

    await expect(landing.organisation.getByRole('heading', { name: 'Bambang Sutrisno' })).toBeVisible();
    await expect(landing.organisation).toContainText('Ketua');

    await expect(landing.section('Segera Hadir')).toContainText('Belanja khusus anggota');
    await expect(landing.section('Pasang Aplikasi')).toContainText(
      'Portal anggota di layar utama ponsel Anda',
    );
    // No store link is configured in the demo settings, so none is offered.
    await expect(landing.section('Pasang Aplikasi').getByRole('link')).toHaveCount(0);

    await checkAtBothWidths(page, 'site-landing', testInfo, () => landing.waitUntilLoaded());

    await landing.openLegalLink('Syarat dan Ketentuan');
    await expect(page).toHaveURL('/terms-and-conditions');
  });

  test('an unknown path shows the landing page', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto('/halaman-yang-tidak-ada');
    await expect(page).toHaveURL('/');
    await landing.waitUntilLoaded();
  });

  test('reads about, terms (the four membership rules) and privacy from the database', async ({
    page,
  }, testInfo) => {
    const content = new StaticContentPage(page);

    await content.goto('/terms-and-conditions');
    await expect(content.heading).toHaveText('Syarat dan Ketentuan');
    await expect(page).toHaveTitle('Syarat dan Ketentuan');
    for (const rule of [
      'otomatis menjadi anggota koperasi',
      'Iuran wajib dipotong setiap bulan sesuai golongan jabatan',
      'menjadi pertimbangan dalam menentukan plafon pinjaman',
      'masih bekerja di lingkungan grup perusahaan',
    ]) {
      await expect(content.body.getByRole('listitem').filter({ hasText: rule })).toHaveCount(1);
    }
    await checkAtBothWidths(page, 'site-terms', testInfo);

    await content.goto('/about');
    await expect(content.heading).toHaveText('Tentang Kami');
    await expect(content.body).toContainText('sejak 2012');
    await checkAtBothWidths(page, 'site-about', testInfo);

    await content.goto('/privacy-policy');
    await expect(content.heading).toHaveText('Kebijakan Privasi');
    await expect(content.body).toContainText('NIK');
    await checkAtBothWidths(page, 'site-privacy', testInfo);
  });

  test('sees the organisation chart as cards with person in charge and title', async ({ page }, testInfo) => {
    const organisation = new OrganisationPage(page);
    await organisation.goto();
    await expect(organisation.cards).toHaveCount(4);
    await expect(organisation.card('Bambang Sutrisno')).toContainText('Ketua');
    await expect(organisation.card('Yuliana Putri')).toContainText('Bendahara');
    await checkAtBothWidths(page, 'site-organisasi', testInfo);
  });

  test('can install the portal: manifest with icons and an app-shell service worker', async ({
    page,
    request,
  }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    const body = await manifest.json();
    expect(body).toMatchObject({ display: 'standalone', start_url: '/', lang: 'id' });
    expect(body.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ]);
    const icon = await request.get(body.icons[0].src);
    expect(icon.headers()['content-type']).toBe('image/png');

    const landing = new LandingPage(page);
    await landing.goto();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
  });
});

test.describe('member', () => {
  test.use({ signedInAs: demoMembers.budi.nik });

  test('opens a FAQ category and reads its answer', async ({ page }, testInfo) => {
    const faq = new FaqPage(page);
    await faq.goto();
    await expect(page).toHaveTitle('FAQ');
    for (const category of ['Keanggotaan', 'Pinjaman', 'Pelunasan', 'Poin']) {
      await expect(faq.category(category)).toBeVisible();
    }
    const answer = await faq.open('Pinjaman');
    await expect(answer).toContainText('Pinjaman minimal Rp 500.000 dengan tenor 6 sampai 36 bulan');
    await checkAtBothWidths(page, 'site-faq', testInfo);
  });
});
