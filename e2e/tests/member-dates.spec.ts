import { demoMembers, demoPassword } from '../fixtures/demo-accounts';
import { findRunningAgreement, readPaymentHistory } from '../fixtures/member-loans';
import { monthDay } from '../fixtures/provision-funded-loan';
import { expect, test } from '../fixtures/test';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AdminMembersPage } from '../pages/admin-members-page';
import { HomePage } from '../pages/home-page';
import { LoanHistoryPage } from '../pages/loan-history-page';
import { MemberRepaymentPage } from '../pages/member-repayment-page';
import { checkAtBothWidths } from '../support/check-page';

// Every date is the Asia/Jakarta date on the member's side and in the back office, and rates
// read the Indonesian way. The seed sends Siti's rejected Rp 25.000.000 application at 01:00 WIB, when the UTC
// date is still the day before; its approval number carries the Jakarta date it was sent on. Runs in the mobile
// project; checkAtBothWidths runs axe and screenshots at 390×844 and 1280×800.

/** "PJ20261124003" → "24-11-2026": the submit date the approval number was made from. */
function dateOfApprovalNo(approvalNo: string): string {
  const match = /^PJ(\d{4})(\d{2})(\d{2})/.exec(approvalNo);
  if (!match) throw new Error(`not an approval number: ${approvalNo}`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

test.describe('Siti', () => {
  test.use({ signedInAs: demoMembers.siti.nik });

  test('an application sent at 01:00 WIB shows its Jakarta date on the home card, the history and the back office', async ({
    page,
  }, testInfo) => {
    const home = new HomePage(page);
    await home.open();
    const card = home.history.getByRole('article').filter({ hasText: 'Rp 25.000.000' });
    const approvalNo = /PJ\d{8,}/.exec((await card.textContent()) ?? '')?.[0] ?? '';
    const submitted = dateOfApprovalNo(approvalNo);
    await expect(card).toContainText(`Diajukan ${submitted} · ${approvalNo}`);

    const history = new LoanHistoryPage(page);
    await history.open(demoMembers.siti.nik);
    await expect(history.rows).toContainText(`${approvalNo} · ${submitted}`);

    // The rate of the counter-offered Kendaraan loan (13.5 % a year) with a decimal comma.
    const kendaraan = history.rows.getByRole('listitem').filter({ hasText: 'Kendaraan' });
    const kendaraanNo = /PJ\d{8,}/.exec((await kendaraan.textContent()) ?? '')?.[0] ?? '';
    const detail = await history.openDetail(kendaraanNo);
    await expect(detail).toContainText('13,5%');
    await expect(detail).not.toContainText('13.5%');
    await checkAtBothWidths(page, 'dates-history-detail', testInfo);
    await detail.getByRole('button', { name: 'Tutup' }).click();

    // The back office shows the same day.
    await page.goto('/admin/login');
    await new AdminLoginPage(page).signIn('admin', demoPassword);
    const members = new AdminMembersPage(page);
    await members.goto();
    await members.search(demoMembers.siti.nik, demoMembers.siti.nik);
    await members.openMember(demoMembers.siti.name, demoMembers.siti.nik);
    const row = members.main
      .getByRole('table', { name: 'Pinjaman dan pengajuan' })
      .getByRole('row')
      .filter({ hasText: approvalNo });
    await expect(row).toContainText(submitted);
  });
});

test.describe('Siti on a phone set to UTC, at 01:30 WIB the day before a payroll deduction', () => {
  test.use({ signedInAs: demoMembers.siti.nik, timezoneId: 'UTC' });

  test('a row the payroll posted for tomorrow reads as deducted tomorrow, not as paid on a day still to come', async ({
    page,
    request,
  }, testInfo) => {
    const { session, agreementNo } = await findRunningAgreement(request, demoMembers.siti.nik);
    const paid = (await readPaymentHistory(request, session, agreementNo)).filter(
      (row) => row.PaidBy === 'PAYROLL' && row.PaidDate,
    );
    const last = paid.at(-1);
    expect(last, 'the seed paid some of her rows through payroll').toBeDefined();
    const payday = String(last?.PaidDate);
    // 18:30 UTC the day before payday is 01:30 WIB on the eve of payday: the posting is done, the salary not paid.
    const eve = monthDay(payday, 0, Number(payday.slice(8)) - 1);
    await page.clock.setFixedTime(new Date(`${eve}T01:30:00+07:00`));

    const repayment = new MemberRepaymentPage(page);
    await repayment.open(agreementNo);
    await expect(repayment.paymentCard(last?.InsSeqNo ?? 0)).toContainText(
      `Lunas · akan dipotong dari gaji ${ddmmyyyy(payday)}`,
    );
    const earlier = paid.at(-2);
    if (earlier?.PaidDate) {
      await expect(repayment.paymentCard(earlier.InsSeqNo)).toContainText(
        `Lunas · dipotong dari gaji ${ddmmyyyy(earlier.PaidDate)}`,
      );
    }
    await checkAtBothWidths(page, 'dates-repayment-eve-of-payday', testInfo, () =>
      expect(repayment.history).toBeVisible(),
    );
  });
});
