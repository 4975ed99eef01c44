import { provisionApplicant, startAsMember } from '../fixtures/provision-funded-loan';
import { expect, test } from '../fixtures/test';
import { HomePage } from '../pages/home-page';
import { LoanHistoryPage } from '../pages/loan-history-page';
import { StaffDecisionApi } from '../pages/staff-decision-api';
import { checkAtBothWidths } from '../support/check-page';

// A counter-offer that waits for the member is not a rejection (docs/decisions/0019-counter-offer-state.md): its
// chip reads "Penawaran" on Home and on the history page, never the red "Ditolak" its RJT status used to show.
// Once answered it reads what the application became. Each test has a member of its own.

/** A member of their own whose application HC recommended and approver1 answered with a lower amount. */
async function provisionOpenOffer(request: Parameters<typeof provisionApplicant>[0]) {
  const applicant = await provisionApplicant(request, { loanAmount: 6_000_000 });
  const hc = await StaffDecisionApi.signIn(request, 'hc');
  await hc.decide(applicant.applied.id, {
    action: 'APPROVE',
    hc: { checklist: true, recommendation: 'YES', note: 'Lengkap' },
  });
  const approver = await StaffDecisionApi.signIn(request, 'approver1');
  await approver.decide(applicant.applied.id, {
    action: 'COUNTER_OFFER',
    offeredAmount: 4_000_000,
    offeredTenor: applicant.applied.Tenor,
  });
  return applicant;
}

test('an open counter-offer reads Penawaran on Home and history; declining it reads Dibatalkan', async ({
  page,
  request,
}, testInfo) => {
  const member = await provisionOpenOffer(request);
  await startAsMember(page, member);

  const home = new HomePage(page);
  await home.open();
  const card = home.loanCard(member.applied.ApprovalNo);
  await expect(card.getByText('Penawaran', { exact: true })).toBeVisible();
  await expect(card.getByText('Ditolak', { exact: true })).toHaveCount(0);
  await checkAtBothWidths(page, 'home-open-offer', testInfo, () => expect(card).toBeVisible());

  const history = new LoanHistoryPage(page);
  await history.open(member.nik);
  await expect(history.rows.getByText('Penawaran', { exact: true })).toBeVisible();
  await expect(history.rows.getByText('Ditolak', { exact: true })).toHaveCount(0);
  await checkAtBothWidths(page, 'history-open-offer', testInfo, () => expect(history.rows).toBeVisible());

  // The member declines: declining cancels the application (approval 0 → CNCL, docs/decisions/0019-counter-offer-state.md).
  await home.open();
  await card.getByRole('button', { name: 'Detail' }).click();
  await page
    .getByRole('dialog', { name: 'Penawaran Pinjaman' })
    .getByRole('button', { name: 'Batalkan Pinjaman' })
    .click();
  await page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Ya' }).click();
  await expect(page).toHaveURL('/application-form-cancel');
  await home.open();
  await expect(card.getByText('Dibatalkan', { exact: true })).toBeVisible();
  await expect(card.getByText('Penawaran', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Detail' })).toHaveCount(0);
});

test('an accepted offer the final approver rejects reads Ditolak, with nothing left to answer', async ({
  page,
  request,
}) => {
  const member = await provisionOpenOffer(request);
  const answered = await request.post('/api/v1/PengajuanPinjamanNST', {
    headers: { authorization: `Bearer ${member.session.access_token}` },
    data: { id: member.applied.id, NIK: member.nik, approval: 1 },
  });
  expect(answered.status()).toBe(200);
  const finalApprover = await StaffDecisionApi.signIn(request, 'approver2');
  await finalApprover.decide(member.applied.id, { action: 'REJECT', reason: 'Plafon perusahaan penuh' });

  await startAsMember(page, member);
  const home = new HomePage(page);
  await home.open();
  const card = home.loanCard(member.applied.ApprovalNo);
  await expect(card.getByText('Ditolak', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Detail' })).toHaveCount(0);
});
