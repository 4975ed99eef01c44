import { demoMembers, demoPassword } from '../fixtures/demo-accounts';
import { readLatestMail } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AdminOutboxPage } from '../pages/admin-outbox-page';
import { checkAtBothWidths } from '../support/check-page';

test('ADMIN sees the mail and reminder queues: backlog per priority, an OTP counted as sent, no failures', async ({
  page,
  readMemberEmail,
}, testInfo) => {
  // An OTP travels the urgent lane for real (outbox → SMTP sink) before ADMIN looks.
  const email = await readMemberEmail(demoMembers.budi.nik);
  const requestedAt = Date.now();
  expect((await page.request.get(`/api/v1/otp/${demoMembers.budi.nik}`)).status()).toBe(200);
  await readLatestMail(email, requestedAt);

  await page.goto('/admin/login');
  await new AdminLoginPage(page).signIn('admin', demoPassword);
  const outbox = new AdminOutboxPage(page);
  await outbox.openFromMenu();

  for (const label of ['Mendesak (OTP)', 'Pemberitahuan', 'Massal']) {
    await expect(outbox.lane(outbox.mail, label)).toContainText('menunggu');
  }
  for (const label of ['Notifikasi push', 'Email pengingat']) {
    await expect(outbox.lane(outbox.reminders, label)).toContainText('menunggu');
  }
  await outbox.expectFigure(outbox.mail, 'Terkirim 1 jam terakhir', /[1-9]\d*/);
  await outbox.expectFigure(outbox.mail, 'Gagal 24 jam terakhir', /0/);
  await expect(outbox.mail).toContainText('Tidak ada yang gagal terkirim.');
  await checkAtBothWidths(page, 'admin-outbox', testInfo);
});
