import { demoPassword } from '../fixtures/demo-accounts';
import { readLatestMail } from '../fixtures/mailbox';
import { provisionApplicant, startAsMember } from '../fixtures/provision-funded-loan';
import { importMember } from '../fixtures/provision-member';
import { createTestDevice } from '../fixtures/push-inbox';
import { expect, test } from '../fixtures/test';
import { AccountPage } from '../pages/account-page';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AdminMembersPage } from '../pages/admin-members-page';
import { AdminRepaymentChannel, RemindersSection } from '../pages/reminders-section';
import { StaffDecisionApi } from '../pages/staff-decision-api';
import { checkAtBothWidths } from '../support/check-page';

type Envelope<T> = { code: number; message: string; data: T };

test('a member chooses reminders in /account and the approval decision reaches their device and their e-mail', async ({
  page,
  request,
}, testInfo) => {
  const { applied, ...member } = await provisionApplicant(request);
  await startAsMember(page, member);
  const account = new AccountPage(page);
  await account.open();
  const reminders = new RemindersSection(page);
  await expect(reminders.switchFor('Keputusan persetujuan', 'Notifikasi push')).toBeChecked();
  await checkAtBothWidths(page, 'reminders', testInfo);

  // Each switch is saved at once; a reload shows the choice the server kept.
  await reminders.set('Pencairan', 'E-mail', false);
  await reminders.set('Angsuran jatuh tempo', 'Notifikasi push', false);
  await page.reload();
  await expect(reminders.switchFor('Pencairan', 'E-mail')).not.toBeChecked();
  await expect(reminders.switchFor('Angsuran jatuh tempo', 'Notifikasi push')).not.toBeChecked();
  await expect(reminders.switchFor('Keputusan persetujuan', 'E-mail')).toBeChecked();
  await reminders.set('Pencairan', 'E-mail', true);

  // This device: the test's own subscription at the local push sink, registered through the API (Chromium's
  // PushManager would need Google's push service, out of reach offline).
  const device = await createTestDevice(member.nik);
  const subscribed = await request.post('/api/v1/reminders/push-subscriptions', {
    headers: { authorization: `Bearer ${member.session.access_token}` },
    data: device.subscription,
  });
  const reply = (await subscribed.json()) as Envelope<{ pushDevices: number }>;
  expect(subscribed.status(), reply.message).toBe(200);
  await page.reload();
  await expect(reminders.region).toContainText('1 perangkat menerima notifikasi push.');

  // The back office decides: HC, then the SJF chain's two approvers; the last decision approves the loan.
  const since = Date.now();
  const hc = await StaffDecisionApi.signIn(request, 'hc');
  await hc.decide(applied.id, {
    action: 'APPROVE',
    hc: { checklist: true, recommendation: 'YES', note: 'Data dan dokumen lengkap' },
  });
  for (const approver of ['approver1', 'approver2']) {
    await (await StaffDecisionApi.signIn(request, approver)).decide(applied.id, { action: 'APPROVE' });
  }

  const push = await device.readLatest();
  expect(push).toMatchObject({ title: 'Pengajuan pinjaman disetujui', url: '/notification' });
  expect(push.body).toContain(applied.ApprovalNo);
  // HC's and the first approver's decisions mail "diproses" first; the approval's mail may arrive after them.
  const mail = await readLatestMail(member.email, since, 'Pengajuan pinjaman disetujui');
  expect(mail.text).toContain(applied.ApprovalNo);
});

test('a browser that cannot subscribe says so in Indonesian and leaves e-mail on', async ({
  page,
  request,
  context,
}) => {
  const { applied: _applied, ...member } = await provisionApplicant(request);
  await context.grantPermissions(['notifications']);
  await startAsMember(page, member);
  await new AccountPage(page).open();
  const reminders = new RemindersSection(page);
  await reminders.region.getByRole('button', { name: 'Aktifkan notifikasi push di perangkat ini' }).click();
  await expect(reminders.region.getByRole('alert')).toContainText('Pengingat lewat e-mail tetap berjalan.');
  await expect(reminders.switchFor('Keputusan persetujuan', 'E-mail')).toBeChecked();
});

test('ADMIN marks a member as paying by transfer, so they get the instalment reminder', async ({
  page,
  request,
}, testInfo) => {
  const member = await importMember(request);
  await page.goto('/admin/login');
  await new AdminLoginPage(page).signIn('admin', demoPassword);
  const members = new AdminMembersPage(page);
  await members.goto();
  await members.search(member.nik, member.nik);
  await members.openMember(member.name, member.nik);

  const repayment = new AdminRepaymentChannel(page);
  await expect(repayment.option('Potong gaji')).toBeChecked();
  await repayment.choose('Transfer sendiri');
  await page.reload();
  await expect(repayment.option('Transfer sendiri')).toBeChecked();
  await checkAtBothWidths(page, 'admin-member-repayment', testInfo);
});
