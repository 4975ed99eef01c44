import { readIssuedDocument } from '../fixtures/issued-document';
import { provisionLeaver, startOnceAsMember } from '../fixtures/provision-leaver';
import { signInFinance } from '../fixtures/settlement-steps';
import { expect, test } from '../fixtures/test';
import { AdminResignationPage } from '../pages/admin-resignation-page';
import { ApplicationFormPage } from '../pages/application-form-page';
import { ArchivePage } from '../pages/archive-page';
import { KeluarPage } from '../pages/keluar-page';
import { LoginPage } from '../pages/login-page';
import { SimpananPage } from '../pages/simpanan-page';
import { checkAtBothWidths } from '../support/check-page';

// A member with a running loan and enough savings reads the clearance at /account/keluar, asks to
// leave, FINANCE approves on the Pengunduran Diri desk; the loan is settled from savings, the payout recorded, and
// the member session ends. While the request waits (ADR 0017), the withdrawal and the loan
// form say why they are closed; after approval the leaver signs in read-only, sees only their documents, downloads
// the closing statement and is refused everywhere else. Runs in the mobile project; checkAtBothWidths runs axe at
// 390 and 1280 px.

test('a resignation with a loan settled from savings', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const member = await provisionLeaver(page.request);
  const session = await startOnceAsMember(page, member);

  const keluar = new KeluarPage(page);
  await keluar.open();
  await expect(keluar.line(/^Simpanan Wajib/)).toContainText('Rp 1.000.000');
  await expect(keluar.line(/^Simpanan Sukarela/)).toContainText('Rp 3.000.000');
  const loanLine = keluar.line(new RegExp(`^Pinjaman ${member.agreementNo}`));
  await expect(loanLine).toContainText('Sisa pokok Rp 3.000.000');
  await expect(keluar.quote).toContainText('Dana yang Anda terima');
  await expect(keluar.quote).toContainText(`Ditransfer ke rekening payroll ${member.account}`);
  await expect(keluar.quote).toContainText('berlaku sampai');
  await checkAtBothWidths(page, 'keluar-quote', testInfo, () => expect(keluar.quote).toBeVisible());

  await keluar.ask();
  await expect(page.getByRole('button', { name: 'Batalkan Pengajuan' })).toBeVisible();
  await checkAtBothWidths(page, 'keluar-pending', testInfo, () => expect(keluar.status).toBeVisible());

  // While it waits, withdrawing sukarela and the loan form are closed with the reason, before anything is filled.
  const simpanan = new SimpananPage(page);
  await simpanan.open();
  await page.getByRole('tab', { name: 'Tarik' }).click();
  const withdrawalRefusal = page.getByRole('alert').filter({ hasText: 'Pengajuan keluar sedang diproses' });
  await expect(withdrawalRefusal).toContainText('Penarikan simpanan sukarela tidak dapat diajukan');
  await expect(page.getByRole('button', { name: 'Ajukan Penarikan' })).toHaveCount(0);
  await checkAtBothWidths(page, 'keluar-pending-withdrawal', testInfo, () =>
    expect(withdrawalRefusal).toBeVisible(),
  );
  const form = new ApplicationFormPage(page);
  await form.open();
  const applicationRefusal = page.getByRole('alert').filter({ hasText: 'Pengajuan keluar sedang diproses' });
  await expect(applicationRefusal).toContainText('Pengajuan pinjaman tidak dapat dibuat');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await checkAtBothWidths(page, 'keluar-pending-application', testInfo, () =>
    expect(applicationRefusal).toBeVisible(),
  );
  // The server refuses them too, whatever the page shows.
  const refusedWithdrawal = await page.request.post('/api/v1/Simpanan/Sukarela/Tarik', {
    headers: { authorization: `Bearer ${session.access_token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { NIK: member.nik, Jumlah: 500_000 },
  });
  expect(refusedWithdrawal.status()).toBe(409);
  expect((await refusedWithdrawal.json()).message).toContain('pengajuan keluar Anda sedang diproses');

  await signInFinance(page);
  const desk = new AdminResignationPage(page);
  await desk.open();
  await desk.inspect(member.name);
  await expect(page.getByRole('row', { name: new RegExp(`^Pinjaman ${member.agreementNo}`) })).toBeVisible();
  await expect(page.getByText('Dana dibayarkan ke anggota')).toBeVisible();
  await checkAtBothWidths(page, 'resignation-desk', testInfo, () =>
    expect(page.getByRole('button', { name: 'Setujui dan Tutup Keanggotaan' })).toBeVisible(),
  );
  const result = await desk.approve(member.name);
  await expect(result).toContainText(`Pinjaman ${member.agreementNo} lunas dari simpanan`);
  await expect(result).toContainText(member.account);
  await expect(page.getByRole('button', { name: `Periksa ${member.name}` })).toHaveCount(0);
  await checkAtBothWidths(page, 'resignation-approved', testInfo, () => expect(result).toBeVisible());

  // The approval ended the member's session at once: their access token is refused…
  const after = await page.request.get('/api/v1/Keluar', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(after.status()).toBe(403);
  // …and signing in again (on a device that never held the session) opens only the read-only archive.
  const device = await browser.newContext({ acceptDownloads: true, viewport: { width: 390, height: 844 } });
  const fresh = await device.newPage();
  const login = new LoginPage(fresh);
  await login.goto();
  await login.signIn(member.nik, member.password);
  const archive = new ArchivePage(fresh);
  await archive.expectShown();
  await expect(fresh.getByText(/Sampai \d{2}-\d{2}-\d{4} Anda dapat masuk/)).toBeVisible();
  await expect(
    archive.downloadButton(new RegExp(`Surat Keterangan Lunas \\(Perjanjian ${member.agreementNo}`)),
  ).toBeVisible();
  await expect(archive.downloadButton(/Data Saya/)).toBeVisible();
  await checkAtBothWidths(fresh, 'former-member-archive', testInfo, () =>
    expect(archive.documents).toBeVisible(),
  );

  const statement = await archive.download(/Surat Keterangan Keluar Anggota/);
  expect(statement.suggestedFilename()).toBe(`surat-keterangan-keluar-${member.nik}.pdf`);
  const pdfPath = testInfo.outputPath('surat-keterangan-keluar.pdf');
  await statement.saveAs(pdfPath);
  const read = await readIssuedDocument(pdfPath, testInfo.outputPath('surat-keterangan-keluar.png'));
  const text = read.text.replace(/\s+/g, ' ');
  expect(text).toContain('SURAT KETERANGAN KELUAR ANGGOTA');
  expect(text).toMatch(/\/SKK\//);
  expect(text).toContain(member.nik);
  expect(text).toContain('Simpanan pokok');
  expect(text).toContain(member.agreementNo);
  expect(text).toContain(member.account);
  expect(text).toContain('tidak lagi memiliki kewajiban pinjaman');
  expect(read.qrCode).toMatch(/\/verifikasi\/[0-9A-Z]{20}$/);

  // Every member page sends the former member back to the archive, and the API refuses their token there.
  await fresh.goto('/simpanan');
  await archive.expectShown();
  await fresh.goto('/application-form');
  await archive.expectShown();
  const token = await fresh.evaluate(
    () => JSON.parse(localStorage.getItem('formerSession') ?? '{}').access_token,
  );
  expect(await fresh.evaluate(() => localStorage.getItem('session'))).toBeNull();
  for (const path of ['/api/v1/me', '/api/v1/Keluar', `/api/v1/Simpanan/${member.nik}`]) {
    const refused = await fresh.request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status(), path).toBe(403);
    expect((await refused.json()).message).toBe('Khusus anggota koperasi');
  }
  await device.close();
});
