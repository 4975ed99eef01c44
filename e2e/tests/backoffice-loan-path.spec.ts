import { signInThroughApi } from '../fixtures/api';
import { demoMembers, demoPassword } from '../fixtures/demo-accounts';
import { readLatestMail } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';
import { AdminApplicationPage } from '../pages/admin-application-page';
import { AdminFundingPage } from '../pages/admin-funding-page';
import { AdminLayout } from '../pages/admin-layout';
import { MemberLoanApi } from '../pages/admin-loan-api';
import { AdminLoginPage } from '../pages/admin-login-page';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { NotificationPage } from '../pages/notification-page';
import { checkAtBothWidths } from '../support/check-page';

test('a loan travels the back office: HC review, counter-offer, acceptance, final approval, funding', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const since = Date.now();
  const request = await playwright.request.newContext({ baseURL });
  const session = await signInThroughApi(request, demoMembers.budi.nik, demoPassword);
  const member = new MemberLoanApi(request, session.access_token);
  const applied = await member.apply({ NIK: session.user.NIK, name: session.user.name }, 10_000_000, 24);

  const login = new AdminLoginPage(page);
  const layout = new AdminLayout(page);
  const application = new AdminApplicationPage(page);

  // Without a staff session every /admin page leads to the staff login (the member guard does not apply).
  await page.goto('/admin/approvals');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await checkAtBothWidths(page, 'admin-login', testInfo);

  // HC: checklist + recommendation YES.
  await login.signIn('hc', demoPassword);
  await expect(page).toHaveURL(/\/admin\/approvals$/);
  await expect(application.main.getByRole('link', { name: applied.ApprovalNo })).toBeVisible();
  await checkAtBothWidths(page, 'admin-queue', testInfo);
  await application.openFromQueue(applied.ApprovalNo);
  await application.openAllDocuments();
  await checkAtBothWidths(page, 'admin-application-hc', testInfo);
  await application.approveAsHc('Data dan dokumen lengkap');
  await layout.expectToast('Keputusan tersimpan');
  await expect(page).toHaveURL(/\/admin\/approvals$/);
  await expect(page.getByText('Tidak ada pengajuan yang menunggu keputusan Anda')).toBeVisible();
  await checkAtBothWidths(page, 'admin-queue-empty', testInfo);
  await layout.logout();

  // Atasan Langsung: counter-offer Rp 7.500.000 over 6 months.
  await login.signIn('approver1', demoPassword);
  await application.openFromQueue(applied.ApprovalNo);
  const instalmentText = await application.counterOffer('7500000', '6 bulan');
  expect(instalmentText).toMatch(/Rp [\d.]+/);
  await layout.expectToast('Keputusan tersimpan');
  await expect(page).toHaveURL(/\/admin\/approvals$/);
  await layout.logout();

  // The member accepts the offer.
  await member.acceptCounterOffer(applied.id, session.user.NIK);

  // Manager: the final step approves.
  await login.signIn('approver2', demoPassword);
  await application.openFromQueue(applied.ApprovalNo);
  await expect(application.main.getByText('Penawaran (NST)')).toBeVisible();
  await checkAtBothWidths(page, 'admin-application-approver', testInfo);
  await application.approve();
  await layout.expectToast('Keputusan tersimpan');
  await layout.logout();

  // Finance: funding.
  await login.signIn('finance', demoPassword);
  await expect(page).toHaveURL(/\/admin\/funding$/);
  await checkAtBothWidths(page, 'admin-funding-queue', testInfo);
  const funding = new AdminFundingPage(page);
  await funding.openFromQueue(applied.ApprovalNo);
  await checkAtBothWidths(page, 'admin-funding-detail', testInfo);
  const totalText =
    (await funding.main
      .getByText('Total pencairan', { exact: true })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()) ?? '';
  expect(totalText).toMatch(/^Rp [\d.]+$/);
  const agreementNo = await funding.fund(totalText);
  expect(agreementNo).not.toBe('');
  await checkAtBothWidths(page, 'admin-funding-done', testInfo);

  // The member's side: the funding figures, the FUN notification, the e-mails.
  const myLoan = await member.readMyLoan(applied.id);
  expect(myLoan).toMatchObject({ AgreementNo: agreementNo, LoanAmount: 7_500_000, Tenor: 6 });
  expect(`Rp ${Number(myLoan.TotalPencairan).toLocaleString('id-ID')}`).toBe(totalText);
  for (const field of ['FeeAdmin', 'pta', 'TglPencairan', 'TglPotongan'])
    expect(myLoan[field]).not.toBeNull();
  const notifications = await member.readNotifications(session.user.id);
  expect(notifications.some((note) => note.LogHeader === 'FUN' && note.ApplicationId === applied.id)).toBe(
    true,
  );
  const email = String(session.user.email);
  const mail = await readLatestMail(email, since);
  await expect
    .poll(async () => (await readLatestMail(email, since)).subject, { timeout: 20_000 })
    .toBe('Pinjaman telah dicairkan');
  expect(mail.to).toContain(email.toLowerCase());

  // In the member's browser: the FUN notification opens the funding page with the deductions, and home lists the loan.
  await page.goto('/login');
  await new LoginPage(page).signIn(demoMembers.budi.nik, demoPassword);
  await expect(page).toHaveURL('/home');
  const inbox = new NotificationPage(page);
  await inbox.open();
  await inbox.openEntry(agreementNo);
  await expect(page).toHaveURL('/application-form-funding');
  const fundingPage = page.getByRole('main');
  await expect(fundingPage).toContainText(totalText);
  // 7.500.000: admin fee 1 % and PTA 0,5 %
  await expect(fundingPage).toContainText('Rp 75.000');
  await expect(fundingPage).toContainText('Rp 37.500');
  await checkAtBothWidths(page, 'member-funding-page', testInfo);
  const home = new HomePage(page);
  await home.open();
  const card = home.loanCard('Rp 7.500.000').filter({ has: page.getByRole('link', { name: 'Amortisasi' }) });
  await expect(card).toHaveCount(1);
  await request.dispose();
});
