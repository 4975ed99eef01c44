import { demoPassword } from '../fixtures/demo-accounts';
import { startAsFreshMember } from '../fixtures/provision-member';
import { expect, test } from '../fixtures/test';
import { AccountPage } from '../pages/account-page';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AdminDataRequestsPage, MemberDataRequests } from '../pages/data-requests-pages';
import { MyDataPage } from '../pages/my-data-page';
import { checkAtBothWidths } from '../support/check-page';

// UU PDP, right to correction: a member of their own asks to correct their name on /account/data and
// sees the 3×24-hour deadline; ADMIN finds it in "Permintaan Data Anggota" and approves it; the member then sees
// the corrected name on their profile and the request as Disetujui. axe and screenshots at 390 and 1280.
test('a member’s name correction is approved by ADMIN and shows on their profile', async ({
  page,
}, testInfo) => {
  const member = await startAsFreshMember(page);
  const corrected = `${member.name} Putri`;

  const myData = new MyDataPage(page);
  await myData.openFromAccount();
  const requests = new MemberDataRequests(page);
  await expect(requests.section).toContainText('Belum ada permintaan');
  const dialog = await requests.openCorrection();
  await checkAtBothWidths(page, 'data-requests-correction-dialog', testInfo, () =>
    expect(dialog).toBeVisible(),
  );
  await requests.sendNameCorrection(dialog, corrected, 'Nama lengkap sesuai KTP');
  const filed = requests.request('Koreksi nama');
  await expect(filed).toContainText('Diajukan');
  await expect(filed).toContainText(corrected);
  await expect(filed).toContainText(/Batas waktu: \d{2}-\d{2}-\d{4} \d{2}:\d{2} WIB/);
  await expect(filed).not.toContainText('Terlambat');
  await checkAtBothWidths(page, 'data-requests-member', testInfo, () => expect(filed).toBeVisible());

  await page.goto('/admin');
  await new AdminLoginPage(page).signIn('admin', demoPassword);
  const queue = new AdminDataRequestsPage(page);
  await queue.open();
  const entry = queue.entry(member.name, 'Koreksi nama');
  await expect(entry).toContainText(`${member.name} → ${corrected}`);
  await expect(entry).toContainText('Catatan anggota: Nama lengkap sesuai KTP');
  await checkAtBothWidths(page, 'data-requests-admin', testInfo, () => expect(entry).toBeVisible());
  await queue.approve(entry);

  const account = new AccountPage(page);
  await account.open();
  await expect(account.profile).toContainText(corrected);
  await myData.openFromAccount();
  await expect(requests.request('Koreksi nama')).toContainText('Disetujui');
  await expect(requests.request('Koreksi nama')).toContainText('Data Anda sudah diperbarui.');
});
