import { signInThroughApi } from '../fixtures/api';
import {
  importMemberWithBalance,
  provisionApprovedLoan,
  startAsMember,
} from '../fixtures/provision-funded-loan';
import { expect, test } from '../fixtures/test';
import { MemberLoanApi } from '../pages/admin-loan-api';
import { HomePage } from '../pages/home-page';
import { NotificationPage } from '../pages/notification-page';
import { StaffDecisionApi } from '../pages/staff-decision-api';
import { checkAtBothWidths } from '../support/check-page';

// Each outcome of an application has its own page with the right words and a button
// to the next step, and a counter-offer's status dialog shows the chain as it really went.

/** A member of their own who applied for `amount` (Rp) and was offered `offered` by Atasan Langsung. */
async function provisionCounterOffer(request: Parameters<typeof importMemberWithBalance>[0]) {
  const member = await importMemberWithBalance(request, 1_000_000, { withPhone: true });
  const session = await signInThroughApi(request, member.nik, member.password);
  const loans = new MemberLoanApi(request, session.access_token);
  const applied = await loans.apply({ NIK: member.nik, name: session.user.name }, 4_000_000, 12);
  await (await StaffDecisionApi.signIn(request, 'hc')).decide(applied.id, {
    action: 'APPROVE',
    hc: { checklist: true, recommendation: 'YES', note: 'Lengkap' },
  });
  await (await StaffDecisionApi.signIn(request, 'approver1')).decide(applied.id, {
    action: 'COUNTER_OFFER',
    offeredAmount: 3_000_000,
    offeredTenor: applied.Tenor,
  });
  return { ...member, session, loans, applied };
}

test.describe('what each outcome of an application tells the member', () => {
  test('an approved application shows its disbursement total and the way on', async ({
    page,
    request,
  }, testInfo) => {
    const member = await provisionApprovedLoan(request);
    await startAsMember(page, member);
    const notifications = new NotificationPage(page);
    await notifications.open();
    await expect(notifications.chipOf(notifications.entry(/menunggu pencairan/))).toHaveText('Disetujui');
    await notifications.openEntry(/menunggu pencairan/);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Pengajuan Disetujui' })).toBeVisible();
    // Rp 5.000.000 less the 1 % admin fee and the 0,5 % PTA of the seeded settings.
    await expect(main.getByRole('definition').filter({ hasText: 'Rp 4.925.000' })).toBeVisible();
    await checkAtBothWidths(page, 'approved-page-estimate', testInfo);
    await main.getByRole('link', { name: 'Lihat Riwayat Pinjaman' }).click();
    await expect(page).toHaveURL(`/history-pinjaman/${member.nik}`);
  });

  test('a counter-offer reads as an offer, leads to it, and its stepper shows the real chain', async ({
    page,
    request,
  }, testInfo) => {
    const member = await provisionCounterOffer(request);
    await startAsMember(page, member);
    const notifications = new NotificationPage(page);
    await notifications.open();
    const offer = notifications.entry(/mendapat penawaran baru/);
    await expect(notifications.chipOf(offer)).toHaveText('Penawaran Baru');
    await offer.click();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Penawaran Pinjaman' })).toBeVisible();
    await expect(main).not.toContainText('Ditolak');
    await expect(main).not.toContainText('lebih kecil');
    await expect(main).toContainText('Rp 3.000.000');
    await checkAtBothWidths(page, 'offer-page', testInfo);
    await main.getByRole('link', { name: 'Lihat Penawaran' }).click();

    const offerDialog = page.getByRole('dialog', { name: 'Penawaran Pinjaman' });
    await expect(offerDialog).toContainText('Rp 3.000.000');
    await offerDialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(offerDialog).toBeHidden();

    const home = new HomePage(page);
    const card = home.loanCard(member.applied.ApprovalNo);
    const status = await home.openStatus(card);
    await expect(status).toHaveAccessibleName('Status Pengajuan · Penawaran Ulang');
    await expect(status.getByText('Disetujui · Rina Marlina')).toBeVisible();
    await expect(status.getByText('Penawaran ulang · Agus Setiawan')).toBeVisible();
    await expect(status.getByText('Sedang diproses')).toHaveCount(0);
    await checkAtBothWidths(page, 'offer-status-dialog', testInfo);
    await status.getByRole('button', { name: 'Tutup' }).click();

    // Accepted, the offer goes to the chain's last step (Manager) while the earlier steps keep their outcome.
    await member.loans.acceptCounterOffer(member.applied.id, member.nik);
    await page.reload();
    const accepted = await home.openStatus(home.loanCard(member.applied.ApprovalNo));
    await expect(accepted.getByText('Disetujui · Rina Marlina')).toBeVisible();
    await expect(accepted.getByText('Penawaran ulang · Agus Setiawan')).toBeVisible();
    await expect(accepted.getByText('Sedang diproses')).toBeVisible();
  });

  test("a member's own cancellation lands on the cancel page, with a way to apply again", async ({
    page,
    request,
  }, testInfo) => {
    const member = await importMemberWithBalance(request, 1_000_000);
    const session = await signInThroughApi(request, member.nik, member.password);
    const applied = await new MemberLoanApi(request, session.access_token).apply(
      { NIK: member.nik, name: session.user.name },
      2_000_000,
      6,
    );
    const cancelled = await request.post('/api/v1/CancelPengajuan', {
      headers: { authorization: `Bearer ${session.access_token}` },
      data: { id: applied.id },
    });
    expect(cancelled.status()).toBe(200);

    await startAsMember(page, member);
    const notifications = new NotificationPage(page);
    await notifications.open();
    await expect(notifications.chipOf(notifications.entry(/dibatalkan atas permintaan Anda/))).toHaveText(
      'Dibatalkan',
    );
    await notifications.openEntry(/dibatalkan atas permintaan Anda/);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Pengajuan Dibatalkan' })).toBeVisible();
    await expect(main).toContainText('dibatalkan atas permintaan Anda');
    await expect(main).not.toContainText('lebih kecil');
    await checkAtBothWidths(page, 'cancelled-by-member-page', testInfo);
    await main.getByRole('link', { name: 'Ajukan Pinjaman Baru' }).click();
    await expect(page).toHaveURL('/application-form');
  });
});
