import { demoMembers, demoPassword } from '../fixtures/demo-accounts';
import { readIssuedDocument } from '../fixtures/issued-document';
import { expect, test } from '../fixtures/test';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AdminSettingsPage } from '../pages/admin-settings-page';
import { AmortisationReportPage } from '../pages/amortisation-report-page';
import { HomePage } from '../pages/home-page';
import { VerificationPage } from '../pages/verification-page';
import { checkAtBothWidths } from '../support/check-page';
import { e2eBaseUrl } from '../support/environment';

// Documents a bank would accept. ADMIN names the signatory; Siti (the demo member with a
// finished loan) downloads her settlement letter, whose QR code opens the public verification page; an unknown
// code says so. The tests run in this order in one worker (the letter is issued once, with the signatory of that
// moment). checkAtBothWidths runs axe and takes screenshots at 390×844 and 1280×800.

const SIGNATORY_ROLE = 'Ketua Pengurus Periode 2025-2028';
const NUMBER_FORMAT = 'Format nomor dokumen';

test('ADMIN sees a sample number while typing the format and names the signatory', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/admin/login');
  await new AdminLoginPage(page).signIn('admin', demoPassword);
  const settings = new AdminSettingsPage(page);
  await settings.goto();
  const documents = settings.main.getByRole('region', { name: 'Dokumen resmi' });
  await expect(settings.field(NUMBER_FORMAT)).toHaveValue('{nomor}/{kode}/KKSB/{bulan}/{tahun}');
  await expect(documents.getByText(/^Contoh: 012\/SKL\/KKSB\/[IVX]+\/\d{4}\. Penanda:/)).toBeVisible();

  // A format without the year would let two years share numbers: the sample says so, and so does the server.
  await settings.field(NUMBER_FORMAT).fill('{nomor}/{kode}/KKSB');
  const problem = 'Format harus memuat {nomor}, {kode} dan {tahun} masing-masing satu kali';
  await expect(
    documents.getByText(new RegExp(`^${problem.replace(/[{}]/g, '\\$&')}\\. Penanda:`)),
  ).toBeVisible();
  await documents.getByRole('button', { name: `Simpan ${NUMBER_FORMAT}` }).click();
  await expect(documents.getByText(problem, { exact: true })).toBeVisible();
  await checkAtBothWidths(page, 'documents-settings', testInfo, () => expect(documents).toBeVisible());
  await documents.screenshot({ path: testInfo.outputPath('documents-settings-section.png') });
  await settings.field(NUMBER_FORMAT).fill('{nomor}/{kode}/KKSB/{bulan}/{tahun}');

  await settings.save('Jabatan penanda tangan', SIGNATORY_ROLE);
  await page.reload();
  await expect(settings.field('Jabatan penanda tangan')).toHaveValue(SIGNATORY_ROLE);
  await expect(settings.field('Nama penanda tangan')).toHaveValue('Hendra Gunawan, S.E.');
});

test.describe('a settlement letter', () => {
  test.use({ signedInAs: demoMembers.siti.nik });

  test('is downloaded twice with one number, and its QR code opens the confirmation', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const home = new HomePage(page);
    await home.open();
    await home.loanCard('Lunas').getByRole('link', { name: 'Amortisasi & Surat Lunas' }).click();
    const report = new AmortisationReportPage(page);
    await expect(report.schedule).toBeVisible();

    const download = async (name: string) => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Unduh Surat Keterangan Lunas' }).click();
      const letter = await downloading;
      return readIssuedDocument(await letter.path(), testInfo.outputPath(`${name}.png`));
    };
    const first = await download('surat-keterangan-lunas');
    const number = /Nomor: (\d{3}\/SKL\/KKSB\/[IVX]+\/\d{4})/.exec(first.text)?.[1];
    expect(number, first.text).toBeDefined();
    expect(first.text).toContain('SURAT KETERANGAN LUNAS');
    expect(first.text).toContain(demoMembers.siti.name);
    expect(first.text).toContain(`${SIGNATORY_ROLE},`);
    expect(first.text).toContain('Hendra Gunawan, S.E.');
    expect(first.qrCode).toMatch(new RegExp(`^${e2eBaseUrl}/verifikasi/[0-9A-HJKMNP-TV-Z]{20}$`));
    const again = await download('surat-keterangan-lunas-lagi');
    expect(again.qrCode).toBe(first.qrCode);
    expect(again.text).toContain(`Nomor: ${number}`);

    // Whoever holds the paper (a bank officer, not signed in) scans the code.
    const officer = await browser.newContext({ baseURL: e2eBaseUrl });
    const officerPage = await officer.newPage();
    const verification = new VerificationPage(officerPage);
    const response = await officerPage.goto(String(first.qrCode));
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(officerPage.getByRole('heading', { level: 1, name: 'Verifikasi Dokumen' })).toBeVisible();
    await expect(verification.confirmation).toBeVisible();
    await expect(verification.value('Nomor dokumen')).toHaveText(String(number));
    await expect(verification.value('Jenis dokumen')).toHaveText('Surat Keterangan Lunas');
    await expect(verification.value('Atas nama')).toHaveText('S*** R********');
    await expect(verification.value('Jumlah pinjaman')).toHaveText(/^Rp \d{1,3}(\.\d{3})+$/);
    expect(await verification.labels()).toEqual([
      'Nomor dokumen',
      'Jenis dokumen',
      'Tanggal terbit',
      'Atas nama',
      'Nomor perjanjian',
      'Jumlah pinjaman',
      'Tanggal lunas',
    ]);
    await expect(verification.main).not.toContainText(demoMembers.siti.nik);
    await expect(verification.main).not.toContainText(demoMembers.siti.name);
    await expect(officerPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await checkAtBothWidths(officerPage, 'verification-found', testInfo, () =>
      expect(verification.confirmation).toBeVisible(),
    );
    await officer.close();
  });
});

test('an unknown code reads "Dokumen tidak ditemukan" and another code can be checked', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const verification = new VerificationPage(page);
  await verification.open('/verifikasi/ABCD-EFGH-JKMN-PQRS-TVWX');
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumen tidak ditemukan' })).toBeVisible();
  await expect(verification.main).toContainText(
    'Tidak ada dokumen dengan kode verifikasi ABCD-EFGH-JKMN-PQRS-TVWX',
  );
  await expect(verification.main).toContainText('hubungi kami melalui telepon 02150880000');
  await checkAtBothWidths(page, 'verification-not-found', testInfo);

  const field = verification.main.getByRole('textbox', { name: 'Kode verifikasi' });
  await field.fill('12345');
  await verification.main.getByRole('button', { name: 'Periksa' }).click();
  await expect(verification.main.getByText('Kode verifikasi terdiri dari 20 huruf dan angka')).toBeVisible();
  await expect(field).toHaveValue('12345');
  await field.fill('zzzz zzzz zzzz zzzz zzzz');
  await verification.main.getByRole('button', { name: 'Periksa' }).click();
  await expect(page).toHaveURL(/\/verifikasi\/Z{20}$/);
  await expect(verification.main).toContainText(
    'Tidak ada dokumen dengan kode verifikasi ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ',
  );
});
