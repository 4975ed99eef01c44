import { demoPassword } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { AdminAuditLogPage } from '../pages/admin-audit-log-page';
import { AdminHrImportPage } from '../pages/admin-hr-import-page';
import { AdminLayout } from '../pages/admin-layout';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AdminMembersPage } from '../pages/admin-members-page';
import { AdminSettingsPage } from '../pages/admin-settings-page';
import { checkAtBothWidths, resizeViewport } from '../support/check-page';

/** Three employees with NIKs no other spec uses; the third has an impossible birth date and gender. */
function buildEmployeeCsv(): { csv: string; niks: [string, string, string] } {
  const base = 80_000_000 + (Date.now() % 9_000_000);
  const niks = [String(base), String(base + 1), String(base + 2)] as [string, string, string];
  const csv = [
    'nik,name,company,email,phone,birth_date,gender,job_grade,join_date',
    `${niks[0]},Rahmat Hidayat ${niks[0]},SJF,rahmat.${niks[0]}@kksb.co.id,081234500001,1991-03-04,L,III,2016-02-01`,
    `${niks[1]},Lestari Ayu ${niks[1]},SJM,,,17-08-1993,P,II,`,
    `${niks[2]},Baris Salah ${niks[2]},SJF,,,1990-02-31,X,,`,
  ].join('\n');
  return { csv, niks };
}

const ADMIN_FEE = 'Biaya admin (%)';

test('ADMIN imports employees, finds one, changes a setting and reads both in the audit log; HC reads members only', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const { csv, niks } = buildEmployeeCsv();
  const login = new AdminLoginPage(page);
  const layout = new AdminLayout(page);
  const hrImport = new AdminHrImportPage(page);
  const members = new AdminMembersPage(page);
  const settings = new AdminSettingsPage(page);
  const audit = new AdminAuditLogPage(page);

  await page.goto('/admin/login');
  await login.signIn('admin', demoPassword);

  // HR import: the preview rejects the bad row, nothing is written until 'Terapkan'.
  await hrImport.goto();
  await expect(hrImport.applyButton).toBeDisabled();
  await hrImport.chooseFile('karyawan.csv', csv);
  await hrImport.preview();
  await expect(hrImport.rows.filter({ hasText: 'Baru' })).toHaveCount(2);
  const rejected = hrImport.rows.filter({ hasText: niks[2] });
  await expect(rejected).toContainText('Ditolak');
  await expect(rejected).toContainText('Tanggal harus YYYY-MM-DD atau DD-MM-YYYY');
  await expect(hrImport.applyButton).toBeEnabled();
  await checkAtBothWidths(page, 'admin-hr-import-preview', testInfo);
  // Lestari has no e-mail, so no OTP can reach her: the result says how she gets in.
  expect(await hrImport.apply()).toBe(
    'Impor selesai: 2 baru, 0 diperbarui, 0 tetap, 1 ditolak. 1 anggota baru tanpa e-mail belum dapat aktivasi lewat Lupa Password: lengkapi e-mailnya dengan impor ulang, lalu Reset password di menu Anggota',
  );
  await expect(hrImport.applyButton).toBeDisabled();

  // The same file again: every valid row is unchanged.
  await hrImport.preview();
  await expect(hrImport.rows.filter({ hasText: 'Tetap' })).toHaveCount(2);
  expect(await hrImport.apply()).toBe('Impor selesai: 0 baru, 0 diperbarui, 2 tetap, 1 ditolak');

  // Anggota: search an imported member, open the detail with the ADMIN actions.
  await members.goto();
  await members.search(niks[1], niks[1]);
  await checkAtBothWidths(page, 'admin-members', testInfo);
  await members.openMember(`Lestari Ayu ${niks[1]}`, niks[1]);
  await expect(members.main.getByRole('region', { name: 'Profil' })).toContainText(
    'PT Sejahtera Multifinance',
  );
  await expect(members.resignButton).toBeVisible();
  await members.resetPasswordButton.click();
  const confirm = page.getByRole('dialog', { name: 'Reset password' });
  await expect(confirm).toContainText('Password sementara dikirim ke e-mail anggota');
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await checkAtBothWidths(page, 'admin-member-detail', testInfo);

  // Pengaturan: the admin fee becomes 1,5 % and stays after a reload.
  await settings.goto();
  await settings.save(ADMIN_FEE, '1,5');
  await page.reload();
  await expect(settings.field(ADMIN_FEE)).toHaveValue('1,5');
  await checkAtBothWidths(page, 'admin-settings', testInfo);

  // A value the server refuses shows its rule under the field.
  await settings.field(ADMIN_FEE).fill('150');
  await page.getByRole('button', { name: `Simpan ${ADMIN_FEE}` }).click();
  await expect(settings.main.getByText('Maksimal 100')).toBeVisible();

  // Log Audit: the setting change and the import, newest first, with their before/after.
  await audit.goto();
  await audit.filterEntity('Pengaturan');
  await expect(audit.row('Mengubah pengaturan').first()).toBeVisible();
  const settingEntry = await audit.open('Mengubah pengaturan');
  await expect(settingEntry.getByRole('row', { name: 'Nilai 1 1.5' })).toBeVisible();
  await checkAtBothWidths(page, 'admin-audit-dialog', testInfo);
  await audit.close(settingEntry);
  await audit.filterEntity('Anggota');
  const reimportEntry = await audit.open('Impor anggota');
  await expect(reimportEntry.getByRole('row', { name: /^Ringkasan/ })).toContainText('Tetap: 2');
  await audit.close(reimportEntry);
  const importEntry = await audit.open('Impor anggota', 1);
  await expect(importEntry).toContainText(niks[0]);
  await expect(importEntry.getByRole('row', { name: /^Ringkasan/ })).toContainText('Baru: 2');
  await audit.close(importEntry);
  await checkAtBothWidths(page, 'admin-audit-log', testInfo);

  // The other admin pages pass axe at both widths too.
  await page.goto('/admin/staff');
  await expect(page.getByRole('table', { name: 'Daftar petugas' })).toContainText('approver1');
  await checkAtBothWidths(page, 'admin-staff', testInfo);
  await page.getByRole('button', { name: 'Tambah petugas' }).click();
  await checkAtBothWidths(page, 'admin-staff-dialog', testInfo);
  await page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();
  await page.goto('/admin/companies');
  await page.getByRole('button', { name: 'Ubah rantai SJF' }).click();
  await expect(page.getByRole('textbox', { name: 'Jabatan langkah 2' })).toHaveValue('Atasan Langsung');
  await checkAtBothWidths(page, 'admin-companies-edit', testInfo);

  // Later specs compute funding with the seeded 1 % fee: put it back.
  await settings.goto();
  await settings.save(ADMIN_FEE, '1');
  await layout.logout();

  // HC: Anggota without the admin actions, and no Petugas in the menu.
  await login.signIn('hc', demoPassword);
  await resizeViewport(page, { width: 1280, height: 800 });
  const nav = page.getByRole('navigation', { name: 'Menu back office' });
  await expect(nav.getByRole('link', { name: 'Anggota' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Petugas' })).toHaveCount(0);
  await members.goto();
  await members.search(niks[0], niks[0]);
  await members.openMember(`Rahmat Hidayat ${niks[0]}`, niks[0]);
  await expect(members.main.getByRole('region', { name: 'Saldo dan plafon' })).toBeVisible();
  await expect(members.resignButton).toHaveCount(0);
  await expect(members.resetPasswordButton).toHaveCount(0);
  await checkAtBothWidths(page, 'admin-member-detail-hc', testInfo);
});
