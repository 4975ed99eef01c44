import { demoPassword } from '../fixtures/demo-accounts';
import { provisionFundedLoan } from '../fixtures/provision-funded-loan';
import { expect, test } from '../fixtures/test';
import { AdminAuditLogPage } from '../pages/admin-audit-log-page';
import { AdminLoginPage } from '../pages/admin-login-page';
import { checkAtBothWidths } from '../support/check-page';

// ADMIN reads the audit log in words: Indonesian action names, the actor by name and role (a member by name and
// NIK), the record by kind, what changed as labelled fields in Rupiah and DD-MM-YYYY, and an entity filter for every
// kind the log records. Runs in the mobile project; checkAtBothWidths runs axe at 390×844 and 1280×800.

test('ADMIN reads a disbursement in the audit log as labelled fields, with its actor by name and role', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  // A member's export of Data Saya is written with the member as actor.
  const funded = await provisionFundedLoan(request);
  const exported = await request.get('/api/v1/account/data/export', {
    headers: { authorization: `Bearer ${funded.session.access_token}` },
  });
  expect(exported.status()).toBe(200);

  await page.goto('/admin/login');
  await new AdminLoginPage(page).signIn('admin', demoPassword);
  const audit = new AdminAuditLogPage(page);
  await audit.goto();
  const kinds = await audit.entityOptions();
  for (const kind of [
    'Pelunasan',
    'SHU',
    'Permintaan data',
    'Pengunduran diri',
    'Setoran simpanan sukarela',
    'Penarikan simpanan sukarela',
    'Posting payroll',
    'Pengajuan pinjaman',
  ]) {
    expect(kinds).toContain(kind);
  }

  await audit.filterEntity('Pengajuan pinjaman');
  await audit.filterAction('Mencairkan pinjaman');
  const row = audit.row('Mencairkan pinjaman').filter({ hasText: `#${funded.applicationId}` });
  await expect(row).toContainText('Yuliana Putri (Finance)');
  await expect(row).toContainText(`Pengajuan pinjaman #${funded.applicationId}`);
  await checkAtBothWidths(page, 'audit-log-readable', testInfo);

  await row.getByRole('button', { name: /^Lihat detail Mencairkan pinjaman/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Log audit #\d+$/ });
  await expect(dialog.getByRole('row', { name: 'Status Disetujui (APV) Dicairkan (FUN)' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'Total pencairan – Rp 4.925.000' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: `Rekening payroll – 77${funded.nik}` })).toBeVisible();
  await expect(dialog).not.toContainText('{');
  await checkAtBothWidths(page, 'audit-log-readable-dialog', testInfo, () => expect(dialog).toBeVisible());
  await audit.close(dialog);

  await page.getByRole('button', { name: 'Reset' }).click();
  await audit.filterAction('Mengunduh Data Saya');
  await expect(audit.row('Mengunduh Data Saya').first()).toContainText(`${funded.name} (NIK ${funded.nik})`);
});
