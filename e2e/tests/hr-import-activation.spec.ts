import { demoPassword } from '../fixtures/demo-accounts';
import { readLatestMail, readOtpCode } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';
import { AdminHrImportPage } from '../pages/admin-hr-import-page';
import { AdminLayout } from '../pages/admin-layout';
import { AdminLoginPage } from '../pages/admin-login-page';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { LoginPage } from '../pages/login-page';
import { OtpPage } from '../pages/otp-page';
import { ResetPasswordPage } from '../pages/reset-password-page';
import { checkAtBothWidths } from '../support/check-page';

/** One new employee with a NIK no other spec uses (7xxxxxxx; backoffice-admin takes 8xxxxxxx, provisioning 9xxxxxxxx). */
function buildNewEmployee() {
  const nik = String(70_000_000 + (Date.now() % 9_000_000));
  const email = `aktivasi.${nik}@kksb.co.id`;
  const csv = `nik,name,company,email,phone\n${nik},Wulan Aktivasi ${nik},SJF,${email},081234${nik.slice(-6)}\n`;
  return { nik, email, csv };
}

test('ADMIN imports a new employee, who activates the account through Lupa Password with the mailed OTP and signs in', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const employee = buildNewEmployee();

  // Back office: HR import of one new employee; nothing about a password anywhere.
  await page.goto('/admin/login');
  await new AdminLoginPage(page).signIn('admin', demoPassword);
  const hrImport = new AdminHrImportPage(page);
  await hrImport.goto();
  await hrImport.chooseFile('karyawan-baru.csv', employee.csv);
  await hrImport.preview();
  await expect(hrImport.rows.filter({ hasText: employee.nik })).toContainText('Baru');
  expect(await hrImport.apply()).toBe('Impor selesai: 1 baru, 0 diperbarui, 0 tetap, 0 ditolak');
  await new AdminLayout(page).logout();

  // The portal's login page says how a new member gets in; it passes axe at both widths.
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.submitButton).toBeEnabled();
  await expect(login.activationHint).toBeVisible();
  await checkAtBothWidths(page, 'login-activation-hint', testInfo);

  // Not activated yet: any password is refused exactly like a wrong one.
  await login.expectSignInRefused(employee.nik, 'Tebakan-Saja-2026', 'NIK atau password salah');

  // Activation: Lupa password → the OTP from the real mail → a first password → sign in.
  await login.openForgotPassword();
  const requestedAt = Date.now();
  await new ForgotPasswordPage(page).requestOtp(employee.nik);
  const mail = await readLatestMail(employee.email, requestedAt);
  await new OtpPage(page).enterCode(readOtpCode(mail));
  const firstPassword = `Aktif-${Date.now()}-Aman!`;
  await new ResetPasswordPage(page).setNewPassword(firstPassword);

  await login.signIn(employee.nik, firstPassword);
  await expect(page).toHaveURL('/home');
});
