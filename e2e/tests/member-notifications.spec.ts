import { demoMembers } from '../fixtures/demo-accounts';
import { provisionFundedLoan, startAsMember } from '../fixtures/provision-funded-loan';
import { expect, test } from '../fixtures/test';
import { NotificationPage } from '../pages/notification-page';
import { SettlementApi } from '../pages/settlement-api';
import { checkAtBothWidths } from '../support/check-page';

// What a member reads on /notification — an Indonesian label and a fitting colour for every
// kind of news, newest first whether read or not, and each notice opening the page about it.

test.describe('notifications a member reads in a day', () => {
  test('settlement news reads in Indonesian, stays newest first once read, and funding leads to the schedule', async ({
    page,
    request,
  }, testInfo) => {
    const member = await provisionFundedLoan(request);
    await (await SettlementApi.signIn(request)).settle(member);
    await startAsMember(page, member);

    const notifications = new NotificationPage(page);
    await notifications.open();
    const settled = notifications.entry(/telah lunas/);
    const approved = notifications.entry(/Pelunasan .* disetujui\. Bayar/);
    const checking = notifications.entry(/sedang diperiksa admin/);
    await expect(notifications.chipOf(checking)).toHaveText('Pelunasan Diperiksa');
    await expect(notifications.chipOf(approved)).toHaveText('Pelunasan Disetujui');
    await expect(notifications.chipOf(settled)).toHaveText('Pelunasan Selesai');
    await expect(notifications.list.getByText('Unknown')).toHaveCount(0);
    // Loan news in progress reads "Diproses", not the bare status code's label.
    await expect(notifications.chipOf(notifications.entry(/diteruskan ke tahap berikutnya/))).toHaveText(
      'Diproses',
    );
    await checkAtBothWidths(page, 'notifications-settled', testInfo);

    // Newest first: the settlement's end is on top, the submission at the bottom.
    await expect(notifications.entries().first()).toContainText('telah lunas');
    await expect(notifications.entries().last()).toContainText('telah kami terima');

    await settled.click();
    await expect(page).toHaveURL(`/repayment/${encodeURIComponent(member.agreementNo)}`);

    // Read or not, the newest stays on top (docs/product: newest first).
    await notifications.open();
    await expect(notifications.entries().first()).toContainText('telah lunas');
    await expect(notifications.entries().first()).toHaveAttribute('data-unread', 'false');

    await notifications.openEntry(/telah dicairkan/);
    await expect(page).toHaveURL('/application-form-funding');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Lihat Jadwal Angsuran' }).click();
    await expect(page).toHaveURL(`/report-amortisasi/${encodeURIComponent(member.agreementNo)}`);
  });

  test.describe('a loan paid off by payroll', () => {
    test.use({ signedInAs: demoMembers.siti.nik });

    test('its Lunas notice opens the finished loan, not "Pengajuan Diproses"', async ({ page }, testInfo) => {
      const notifications = new NotificationPage(page);
      await notifications.open();
      const finished = notifications.entry(/telah lunas\. Terima kasih/);
      await expect(notifications.chipOf(finished)).toHaveText('Lunas');
      await finished.click();

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Pinjaman Lunas' })).toBeVisible();
      await expect(main).not.toContainText('sedang dalam proses approval');
      await expect(main).toContainText('Rp 6.000.000');
      await expect(main).toContainText('Seluruh angsuran');
      await checkAtBothWidths(page, 'finished-loan-page', testInfo);
      await main.getByRole('link', { name: 'Lihat Riwayat Pinjaman' }).click();
      await expect(page).toHaveURL(`/history-pinjaman/${demoMembers.siti.nik}`);
    });
  });
});
