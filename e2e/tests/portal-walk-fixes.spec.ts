import type { Page } from '@playwright/test';
import { signInThroughApi } from '../fixtures/api';
import { demoMembers, demoPassword } from '../fixtures/demo-accounts';
import { provisionApplicant } from '../fixtures/provision-funded-loan';
import { memberWithTemporaryPassword } from '../fixtures/temporary-password';
import { expect, test } from '../fixtures/test';
import { AccountPage } from '../pages/account-page';
import { AdminApplicationPage } from '../pages/admin-application-page';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AdminMembersPage } from '../pages/admin-members-page';
import { LoanHistoryPage } from '../pages/loan-history-page';
import { LoginPage } from '../pages/login-page';
import { NotificationPage } from '../pages/notification-page';
import { checkAtBothWidths } from '../support/check-page';

// The small things found by walking the portal: what a member and an officer read on the way.

type HistoryRow = { LoanAmount: number; Status: string };
const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;

/** How far the page can be scrolled sideways, in CSS pixels (0 when it fits the window). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('Siti, who has borrowed, been refused and cancelled', () => {
  test.use({ signedInAs: demoMembers.siti.nik });

  test('the history total adds only the loans she received (Dicairkan and Lunas)', async ({
    page,
    request,
  }, testInfo) => {
    const session = await signInThroughApi(request, demoMembers.siti.nik, demoPassword);
    const reply = await request.get(`/api/v1/HistoryPinjamanAll/${demoMembers.siti.nik}`, {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    const rows = ((await reply.json()) as { data: HistoryRow[] }).data;
    const borrowed = rows.filter((row) => ['FUN', 'FIN'].includes(row.Status));
    const expected = borrowed.reduce((sum, row) => sum + row.LoanAmount, 0);
    const everything = rows.reduce((sum, row) => sum + row.LoanAmount, 0);
    expect(
      rows.some((row) => ['RJT', 'CNCL'].includes(row.Status)),
      'refused and cancelled rows exist',
    ).toBe(true);
    expect(everything).toBeGreaterThan(expected);

    const history = new LoanHistoryPage(page);
    await history.open(demoMembers.siti.nik);
    const total = page.getByText('Total pinjaman dicairkan').locator('..');
    await expect(total).toContainText(rupiah(expected));
    await expect(total).not.toContainText(rupiah(everything));
    await checkAtBothWidths(page, 'history-total-borrowed', testInfo);
  });

  test('a funding notice opened months later says the money was sent, not that it comes within 48 hours', async ({
    page,
  }, testInfo) => {
    const notifications = new NotificationPage(page);
    await notifications.open();
    await notifications.openEntry(/telah dicairkan/);
    await expect(page).toHaveURL('/application-form-funding');
    const main = page.getByRole('main');
    await expect(main).toContainText(/Dana telah dikirim ke rekening payroll Anda pada \d{2}-\d{2}-\d{4}\./);
    await expect(main).not.toContainText('dalam 48 jam');
    await checkAtBothWidths(page, 'funding-notice-months-later', testInfo);
  });
});

test.describe('Budi picks a damaged photo', () => {
  test.use({ signedInAs: demoMembers.budi.nik });

  test('the photo dialog says the picture cannot be read instead of showing a black crop area', async ({
    page,
  }, testInfo) => {
    const account = new AccountPage(page);
    await account.open();
    await account.main.getByRole('button', { name: 'Upload Foto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Foto' });
    // A JPEG's first bytes and then nothing a decoder can use: what a broken download or a cut-off copy leaves.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 0x41)]);
    await dialog
      .getByLabel('Pilih file foto')
      .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: broken });
    await expect(dialog.getByRole('alert')).toContainText('Foto tidak dapat dibaca');
    await expect(dialog.getByRole('application', { name: /Area foto/ })).toHaveCount(0);
    await checkAtBothWidths(page, 'avatar-unreadable-photo', testInfo);
  });
});

test.describe('a temporary password from ADMIN', () => {
  test('reads plainly and must be replaced before any member page opens', async ({
    page,
    request,
  }, testInfo) => {
    const member = await memberWithTemporaryPassword(request);
    // Capitals and digits nobody misreads (no 0/O, 1/I/L), in three groups of four: K7PM-4XQR-9TWD.
    expect(member.password).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);

    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(member.nik, member.password);
    const gate = page.getByRole('heading', { level: 1, name: 'Ganti Password Sementara' });
    await expect(gate).toBeVisible();
    await page.goto('/simpanan');
    await expect(gate).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Simpanan' })).toHaveCount(0);
    await checkAtBothWidths(page, 'temporary-password-gate', testInfo);

    await page.getByRole('main').getByRole('button', { name: 'Ganti Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah Password' });
    const newPassword = 'Sandi-Sendiri-2026!';
    await new AccountPage(page).submitPassword(dialog, member.password, newPassword);
    const done = page.getByRole('dialog', { name: 'Berhasil!' });
    await expect(done).toContainText('Password berhasil dirubah');
    await done.getByRole('button').click();
    await expect(page).toHaveURL('/login');

    await login.signIn(member.nik, newPassword);
    await expect(page).not.toHaveURL('/login');
    // The member's own password now: the next gate is the terms and privacy one (never accepted), not this one.
    await expect(page.getByText('Sebelum melanjutkan').first()).toBeVisible();
    await expect(gate).toHaveCount(0);
  });
});

test.describe('the back office on a phone', () => {
  test('an application and its member fit the screen, long e-mail address and all', async ({
    page,
    request,
  }, testInfo) => {
    // An HR-imported applicant: lunas.<nik>@example.com is longer than a phone's value column.
    const applicant = await provisionApplicant(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/approvals');
    await new AdminLoginPage(page).signIn('hc', demoPassword);
    await new AdminApplicationPage(page).openFromQueue(applicant.applied.ApprovalNo);
    await expect(page.getByRole('main')).toContainText(applicant.email);
    await expect.poll(() => sidewaysOverflow(page), { message: 'application: no sideways scroll' }).toBe(0);
    await checkAtBothWidths(page, 'admin-application-long-email', testInfo);

    const members = new AdminMembersPage(page);
    await members.goto();
    await members.search(applicant.nik, applicant.nik);
    await members.openMember(applicant.name, applicant.nik);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => sidewaysOverflow(page), { message: 'member: no sideways scroll' }).toBe(0);
    await checkAtBothWidths(page, 'admin-member-long-email', testInfo);
  });

  test('the menu has no empty "Konten" page; its old address opens the blog', async ({ page }) => {
    await page.goto('/admin/login');
    await new AdminLoginPage(page).signIn('admin', demoPassword);
    await page.goto('/admin/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    // On a phone the menu is a drawer behind 'Buka menu': open it so the check reads the real menu.
    const menuButton = page.getByRole('button', { name: 'Buka menu' });
    if (await menuButton.isVisible()) await menuButton.click();
    await expect(page.getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Konten', exact: true })).toHaveCount(0);
    await page.goto('/admin/content');
    await expect(page).toHaveURL('/admin/blog');
    await expect(page.getByText('Halaman ini sedang disiapkan')).toHaveCount(0);
  });
});
