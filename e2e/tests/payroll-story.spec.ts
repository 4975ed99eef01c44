import { formatPeriod } from '@kopkar/domain';
import type { APIRequestContext } from '@playwright/test';
import { findUnpostedMonth } from '../fixtures/payroll-periods';
import {
  type FundedMember,
  monthDay,
  provisionFundedLoan,
  startAsMember,
  todayInJakarta,
} from '../fixtures/provision-funded-loan';
import { signInFinance } from '../fixtures/settlement-steps';
import { expect, test } from '../fixtures/test';
import { AmortisationReportPage } from '../pages/amortisation-report-page';
import { FinancePayrollPage } from '../pages/finance-payroll-page';
import { MemberRepaymentPage } from '../pages/member-repayment-page';
import { PointsPage } from '../pages/points-page';
import { checkAtBothWidths } from '../support/check-page';

// Payroll: FINANCE posts a month's payroll deductions and the member's schedule and points
// follow (early settlement is settlement-story.spec.ts). The member is one of its own (HR import with an opening
// balance → application → chain → funding), so the test depends on no other spec's state. Runs in the mobile
// project; checkAtBothWidths runs axe at 390×844 and 1280×800.

type Envelope<T> = { code: number; message: string; data: T };

/** The member's points balance as the portal computes it (User.poin of GET /me). */
async function readPoints(request: APIRequestContext, member: FundedMember) {
  const reply = await request.get('/api/v1/me', {
    headers: { Authorization: `Bearer ${member.session.access_token}` },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as Envelope<{ poin: number }>).data.poin;
}

test.describe('monthly payroll posting through the FINANCE payroll screen', () => {
  test('FINANCE posts a period nobody else posts: the member sees the new PAID row and the points grow', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    // Funded a month before a past period nobody has posted (two months ago on a fresh stack): its first row is
    // due on that period's 25th. Posting pays every running loan's unpaid rows due by that cut-off; the seed's
    // loans have paid theirs, so only this member's loan moves, and the test reads only this member's rows.
    const today = todayInJakarta();
    const monthsBack = await findUnpostedMonth(request);
    const member = await provisionFundedLoan(request, { fundingDate: monthDay(today, -monthsBack - 1, 10) });
    const period = monthDay(today, -monthsBack, 1).slice(0, 7);
    const pointsBefore = await readPoints(request, member);
    await startAsMember(page, member);

    const report = new AmortisationReportPage(page);
    await report.open(member.agreementNo);
    await expect(report.scheduleRow(1)).toContainText('UNPAID');
    await expect(report.schedule.getByText('PAID', { exact: true })).toHaveCount(0);
    const points = new PointsPage(page);
    await points.open();
    await expect(points.balance).toContainText(`${pointsBefore} poin`);

    await signInFinance(page);
    const payroll = new FinancePayrollPage(page);
    await payroll.open();
    await checkAtBothWidths(page, 'story-payroll', testInfo);
    const preview = await payroll.preview(period);
    await expect(payroll.fact(preview, 'Periode / tanggal potong')).toHaveText(
      `${formatPeriod(period)} · 25-${period.slice(5)}-${period.slice(0, 4)}`,
    );
    await expect(payroll.fact(preview, 'Angsuran')).toHaveText(/^[1-9]\d* baris · Rp [\d.]+$/);
    await checkAtBothWidths(page, 'story-payroll-preview', testInfo, () => expect(preview).toBeVisible());
    await payroll.post(period);

    // Posting the same period again changes nothing: the preview says so and Posting stays off.
    await payroll.preview(period, 'Sudah diposting');
    await expect(payroll.postButton).toBeDisabled();
    const csv = await payroll.downloadReport(period);
    expect(csv.split('\n')[0]).toBe('nik,nama,jenis,referensi,jumlah');
    expect(csv).toContain(`${member.nik},"${member.name}",ANGSURAN,${member.agreementNo}#1,`);
    expect(csv).not.toContain(`${member.agreementNo}#2,`);

    // The member: row 1 paid by payroll, row 2 still open; 10 points (the seeded setting) for the on-time row.
    await report.open(member.agreementNo);
    await expect(report.scheduleRow(1)).toContainText('PAID');
    await expect(report.scheduleRow(1)).not.toContainText('UNPAID');
    await expect(report.scheduleRow(2)).toContainText('UNPAID');
    await expect(report.schedule.getByText('PAID', { exact: true })).toHaveCount(1);
    await checkAtBothWidths(page, 'story-report-after-payroll', testInfo, () =>
      expect(report.schedule).toBeVisible(),
    );
    const repayment = new MemberRepaymentPage(page);
    await repayment.open(member.agreementNo);
    await expect(repayment.history.getByText(/^Lunas/)).toHaveCount(1);
    expect(await readPoints(request, member)).toBe(pointsBefore + 10);
    await points.open();
    await expect(points.balance).toContainText(`${pointsBefore + 10} poin`);
    await checkAtBothWidths(page, 'story-points-after-payroll', testInfo);
  });
});
