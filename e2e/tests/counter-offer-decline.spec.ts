import { signInThroughApi } from '../fixtures/api';
import { demoMembers, demoPassword } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { MemberLoanApi } from '../pages/admin-loan-api';
import { HomePage } from '../pages/home-page';
import { StaffDecisionApi } from '../pages/staff-decision-api';
import { checkAtBothWidths } from '../support/check-page';

type Envelope<T> = { code: number; message: string; data: T };

test.describe('declining a counter-offer', () => {
  test.use({ signedInAs: demoMembers.budi.nik });

  test('Budi declines the offer made by approver1: the application is cancelled and the cancel page confirms it', async ({
    page,
    request,
  }, testInfo) => {
    // Set the stage through the API: Budi applies, HC recommends, approver1 offers a lower amount.
    const budi = demoMembers.budi;
    const session = await signInThroughApi(request, budi.nik, demoPassword);
    const member = new MemberLoanApi(request, session.access_token);
    const applied = await member.apply({ NIK: budi.nik, name: session.user.name }, 4_500_000, 12);
    const hc = await StaffDecisionApi.signIn(request, 'hc');
    await hc.decide(applied.id, {
      action: 'APPROVE',
      hc: { checklist: true, recommendation: 'YES', note: 'Lengkap' },
    });
    const approver = await StaffDecisionApi.signIn(request, 'approver1');
    await approver.decide(applied.id, {
      action: 'COUNTER_OFFER',
      offeredAmount: 3_000_000,
      offeredTenor: applied.Tenor,
    });

    // The member's side, in the browser.
    const home = new HomePage(page);
    await home.open();
    const card = home.loanCard('Rp 4.500.000').filter({ has: page.getByRole('button', { name: 'Detail' }) });
    await card.getByRole('button', { name: 'Detail' }).click();
    const offer = page.getByRole('dialog', { name: 'Penawaran Pinjaman' });
    await expect(offer).toContainText('Rp 3.000.000');
    await offer.getByRole('button', { name: 'Batalkan Pinjaman' }).click();
    await page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Ya' }).click();

    await expect(page).toHaveURL('/application-form-cancel');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await checkAtBothWidths(page, 'cancel-page', testInfo);

    const history = await request.get(`/api/v1/HistoryPinjamanAll/${budi.nik}`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    const items = ((await history.json()) as Envelope<{ id: number; Status: string }[]>).data;
    expect(items.find((item) => item.id === applied.id)?.Status).toBe('CNCL');
  });
});
