import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoMembers, demoPassword } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { AdminGovernancePage } from '../pages/admin-governance-page';
import { AdminLoginPage } from '../pages/admin-login-page';
import { DokumenPage } from '../pages/dokumen-page';
import { LandingPage } from '../pages/landing-page';
import { checkAtBothWidths } from '../support/check-page';

// ADMIN uploads a RAT report as PDF in the back office; a signed-in member finds it on /dokumen
// under its year and downloads the same PDF; a visitor never sees the page (docs/product/screens.md sends them to / with MASUK)
// and the API refuses them. Runs in the mobile project; checkAtBothWidths runs axe and screenshots at 390 and 1280.

const pdfFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/files/dokumen-pendukung.pdf',
);
const todayInJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
// A year of its own (the seed's RAT report is last year's) and a title no earlier run used.
const report = { year: '2019', title: `Laporan RAT Tahun Buku 2019 (uji ${Date.now()})` };

test.describe.configure({ mode: 'serial' });

test('ADMIN uploads a RAT report PDF', async ({ page }, testInfo) => {
  await page.goto('/admin');
  await new AdminLoginPage(page).signIn('admin', demoPassword);
  const admin = new AdminGovernancePage(page);
  await admin.open();
  await admin.upload({
    kind: 'Laporan RAT',
    year: report.year,
    title: report.title,
    publishedOn: todayInJakarta(),
    file: pdfFile,
  });
  await checkAtBothWidths(page, 'governance-admin', testInfo, () => expect(admin.table).toBeVisible());
});

test.describe('a signed-in member', () => {
  test.use({ signedInAs: demoMembers.budi.nik });

  test('finds the report under its year and downloads the PDF', async ({ page }, testInfo) => {
    const dokumen = new DokumenPage(page);
    await dokumen.open();
    const rat = dokumen.kind('Laporan RAT');
    await expect(dokumen.documentUnder(rat, `Tahun Buku ${report.year}`, report.title)).toBeVisible();
    // The seed's AD/ART is there too, in its own section.
    await expect(dokumen.kind('AD/ART')).toContainText('Anggaran Dasar dan Anggaran Rumah Tangga');
    await checkAtBothWidths(page, 'governance-member', testInfo, () => expect(rat).toBeVisible());
    const bytes = await dokumen.download(report.title);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

test('a visitor opening /dokumen is sent to sign in, and the API refuses them', async ({ page, request }) => {
  await page.goto('/dokumen');
  await expect(page).toHaveURL('/');
  await new LandingPage(page).header.revealLoginButton();
  await expect(page.getByRole('heading', { name: 'Dokumen Koperasi' })).toHaveCount(0);
  expect((await request.get('/api/v1/Dokumen')).status()).toBe(401);
});
