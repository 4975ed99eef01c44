import type { Page } from '@playwright/test';
import { demoMembers, demoPassword } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import {
  AdminFaqPage,
  AdminProductsPage,
  AdminPromotionsPage,
  AdminStaticPagesPage,
} from '../pages/admin-content-pages';
import { AdminLayout } from '../pages/admin-layout';
import { AdminLoginPage } from '../pages/admin-login-page';
import { FaqPage, StaticContentPage } from '../pages/content-pages';
import { LandingPage } from '../pages/landing-page';
import { checkAtBothWidths } from '../support/check-page';

// The editor changes content in the back office and the portal shows it. The browser also holds Budi's member
// session (a separate storage key from the staff session), so the member-only FAQ can be read in the same page.
test.use({ signedInAs: demoMembers.budi.nik });

async function signInAsEditor(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await new AdminLoginPage(page).signIn('editor', demoPassword);
}

const stamp = () => String(Date.now()).slice(-6);

test('EDITOR edits a FAQ answer and the member reads it', async ({ page }, testInfo) => {
  const text = `Anggota baru terdaftar otomatis (revisi ${stamp()}).`;
  await signInAsEditor(page);
  const admin = new AdminFaqPage(page);
  await admin.goto();
  await checkAtBothWidths(page, 'admin-faq', testInfo);
  await admin.editAnswer('Keanggotaan', text);
  await new AdminLayout(page).expectToast('FAQ disimpan');

  const faq = new FaqPage(page);
  await faq.goto();
  const answer = await faq.open('Keanggotaan');
  await expect(answer).toContainText(text);
});

test('EDITOR adds a paragraph to the about page and visitors read it', async ({ page }, testInfo) => {
  const text = `Koperasi melayani anggota di seluruh grup (diperbarui ${stamp()}).`;
  await signInAsEditor(page);
  const admin = new AdminStaticPagesPage(page);
  await admin.goto();
  await admin.choose('Tentang Kami');
  await admin.appendParagraph(text);
  await checkAtBothWidths(page, 'admin-pages', testInfo);
  await admin.save();
  await new AdminLayout(page).expectToast('Halaman disimpan');

  const about = new StaticContentPage(page);
  await about.goto('/about');
  await expect(about.body).toContainText(text);
  // The seeded text is still there: the editor appended, it did not replace.
  await expect(about.body).toContainText('sejak 2012');
});

test('EDITOR retitles the promotion (https only) and the landing page shows it', async ({
  page,
}, testInfo) => {
  const title = `Promo Gajian ${stamp()}`;
  await signInAsEditor(page);
  const admin = new AdminPromotionsPage(page);
  await admin.goto();
  await checkAtBothWidths(page, 'admin-promotions', testInfo);

  const dialog = await admin.tryUrl('Promo Anggota', 'http://example.com/promo');
  await expect(dialog).toContainText('URL harus diawali https://');
  await admin.cancelDialog();

  await admin.edit('Promo Anggota', { title });
  await new AdminLayout(page).expectToast('Promosi disimpan');

  const landing = new LandingPage(page);
  await landing.goto();
  await landing.waitUntilLoaded();
  await expect(landing.promo).toContainText(title);

  // Put the seeded title back: the site spec reads the landing page as the seed leaves it.
  await admin.goto();
  await admin.edit(title, { title: 'Promo Anggota' });
});

test('EDITOR changes a product rate tier (overlaps refused) and the portal quotes the new rate', async ({
  page,
  request,
}, testInfo) => {
  const description = `Biaya pengobatan dan perawatan kesehatan (tarif baru ${stamp()}).`;
  await signInAsEditor(page);
  const admin = new AdminProductsPage(page);
  await admin.goto();
  await checkAtBothWidths(page, 'admin-products', testInfo);

  const dialog = await admin.open('Pinjaman Kesehatan');
  await admin.setTier(dialog, 2, 'Jumlah minimal', '9000000');
  await expect(
    dialog.getByText('Rentang jumlah tingkat ini tumpang tindih dengan tingkat lain.').first(),
  ).toBeVisible();
  await admin.save(dialog);
  await expect(dialog).toContainText('Rentang jumlah tingkat 2 tumpang tindih dengan tingkat 1');

  await admin.setTier(dialog, 2, 'Jumlah minimal', '10500000');
  await admin.setTier(dialog, 1, 'Bunga efektif', '9.25');
  await admin.setDescription(dialog, description);
  await admin.save(dialog);
  await expect(dialog).toBeHidden();
  await expect(admin.row('Pinjaman Kesehatan')).toContainText('9,25%');

  const landing = new LandingPage(page);
  await landing.goto();
  await landing.waitUntilLoaded();
  await expect(landing.productCard('Pinjaman Kesehatan')).toContainText(description);

  // The member's rate check (docs/product/api.md /cekrate) now quotes the new tier.
  const token = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('session') ?? '{}').access_token,
  );
  const products = await (await request.get('/api/v1/product')).json();
  const health = products.data.find((p: { ProductName: string }) => p.ProductName === 'Pinjaman Kesehatan');
  const quote = await request.post('/api/v1/cekrate', {
    headers: { authorization: `Bearer ${token}` },
    data: { ProductID: health.ProductID, LoanAmount: 5_000_000 },
  });
  expect((await quote.json()).data).toEqual({ TenorMax: 12, EffectiveRate: 9.25 });
});
