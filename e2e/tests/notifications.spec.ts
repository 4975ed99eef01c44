import { demoMembers } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { NotificationPage } from '../pages/notification-page';
import { checkAtBothWidths } from '../support/check-page';

test.describe('notifications', () => {
  test.use({ signedInAs: demoMembers.siti.nik });

  test('opening notifications routes to their result pages and marks them read', async ({
    page,
  }, testInfo) => {
    const notifications = new NotificationPage(page);
    await notifications.open();
    const bell = page.getByRole('banner').getByRole('link', { name: /^Notifikasi/ });
    await expect(bell).toHaveAccessibleName(/^Notifikasi, \d+ belum dibaca$/);
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    await checkAtBothWidths(page, 'notifications', testInfo);

    await notifications.openEntry(/Renovasi Rumah sebesar Rp 12\.000\.000 telah disetujui/);
    await expect(page).toHaveURL('/application-form-approved');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Pengajuan Disetujui' })).toBeVisible();
    await expect(main).toContainText('Rp 12.000.000');
    await expect(main).toContainText('1230098765');
    await expect(main).toContainText('SITI RAHMAWATI');
    // Siti's loan was funded months ago: the page says when the money went, not that it comes within 48 hours.
    await expect(main).toContainText(/Dana telah dikirim ke rekening payroll Anda pada \d{2}-\d{2}-\d{4}\./);
    await checkAtBothWidths(page, 'approved-page', testInfo);
    await expect(bell).toHaveAccessibleName(`Notifikasi, ${unreadBefore - 1} belum dibaca`);

    await notifications.open();
    await notifications.openEntry(/Renovasi Rumah sebesar Rp 12\.000\.000 telah dicairkan/);
    await expect(page).toHaveURL('/application-form-funding');
    await expect(main.getByText('Biaya admin')).toBeVisible();
    await expect(main.getByText('Tanggal pencairan')).toBeVisible();
    await checkAtBothWidths(page, 'funding-page', testInfo);

    await notifications.open();
    await notifications.openEntry(/Rp 25\.000\.000 ditolak/);
    await expect(page).toHaveURL('/application-form-rejected');
    await expect(main).toContainText('jumlah pinjaman yang lebih kecil');
    await checkAtBothWidths(page, 'rejected-page', testInfo);

    await notifications.open();
    await notifications.openEntry(/Kendaraan sebesar Rp 20\.000\.000 sedang diproses/);
    // The amounts come from /MyLoan; the home spec may already have accepted the counter-offer (15.000.000).
    await expect(page).toHaveURL('/application-form-process');
    await expect(main.getByRole('heading', { level: 1, name: 'Pengajuan Diproses' })).toBeVisible();
    await expect(main).toContainText(/Rp (20|15)\.000\.000/);
  });
});
