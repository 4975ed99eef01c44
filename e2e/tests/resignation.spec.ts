import { provisionLeaver, startOnceAsMember } from '../fixtures/provision-leaver';
import { signInFinance } from '../fixtures/settlement-steps';
import { expect, test } from '../fixtures/test';
import { AdminResignationPage } from '../pages/admin-resignation-page';
import { KeluarPage } from '../pages/keluar-page';
import { LoginPage } from '../pages/login-page';
import { checkAtBothWidths } from '../support/check-page';

// Issue 17 item 3: a member with a running loan and enough savings reads the clearance at /account/keluar, asks to
// leave, FINANCE approves on the Pengunduran Diri desk; the loan is settled from savings, the payout recorded, and
// the member can no longer sign in. Runs in the mobile project; checkAtBothWidths runs axe at 390 and 1280 px.

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
  // …and signing in again (on a device that never held the session) says why.
  const device = await browser.newContext();
  const fresh = await device.newPage();
  const login = new LoginPage(fresh);
  await login.goto();
  await login.expectSignInRefused(
    member.nik,
    member.password,
    'Akun Anda sudah ditutup karena keluar dari keanggotaan',
  );
  await device.close();
});
