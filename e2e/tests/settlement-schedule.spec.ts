import { readIssuedDocument } from '../fixtures/issued-document';
import { provisionFundedLoan, startAsMember, todayInJakarta } from '../fixtures/provision-funded-loan';
import { expect, test } from '../fixtures/test';
import { AmortisationReportPage } from '../pages/amortisation-report-page';
import { MemberRepaymentPage } from '../pages/member-repayment-page';
import { SettlementApi } from '../pages/settlement-api';
import { checkAtBothWidths, resizeViewport } from '../support/check-page';

// The settlement's interest follows the words of the terms (bunga berjalan per day, docs/decisions/0018), the quote
// shows how it was computed, and after the settlement the schedule, its PDF, the payment history and the letter
// show the rows it closed as "Dilunasi" with its date and amount, not PAID on due dates months ahead.

const RULE_START = 'Bunga berjalan dihitung per hari';
const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');
const addDays = (iso: string, days: number) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

type Envelope<T> = { data: T };
type ScheduleReply = { list: { InsSeqNo: number; InstallmentDueDate: string; InterestAmount: number }[] };

test.describe('early settlement: the interest by its words, the settled schedule by its settlement', () => {
  test('a quote shows its per-day interest; the settled schedule, its PDF, the history and the letter show the settlement', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    // Funded ten days ago: row 1's period (funding → first 25th) has run 10 of its days.
    const today = todayInJakarta();
    const fundingDate = addDays(today, -10);
    const member = await provisionFundedLoan(request, { fundingDate });
    const schedule = (
      (await (
        await request.get(`/api/v1/ListAmortisasi/${encodeURIComponent(member.agreementNo)}`, {
          headers: { Authorization: `Bearer ${member.session.access_token}` },
        })
      ).json()) as Envelope<ScheduleReply>
    ).data.list;
    const first = schedule[0] ?? { InstallmentDueDate: '', InterestAmount: 0 };
    const periodDays = daysBetween(fundingDate, first.InstallmentDueDate);
    const interest = Math.round((first.InterestAmount * 10) / periodDays);
    const total = member.loanAmount + interest;

    // The quote in the PELUNASAN dialog: principal + running interest, the rule and its line.
    await startAsMember(page, member);
    const report = new AmortisationReportPage(page);
    await report.open(member.agreementNo);
    const dialog = await report.openSettlementDialog('Ajukan Pelunasan');
    await expect(dialog).toContainText(
      `Sisa pokok ${rupiah(member.loanAmount)} + bunga berjalan ${rupiah(interest)}`,
    );
    await expect(
      dialog.getByRole('heading', { name: `Perhitungan bunga berjalan per ${ddmmyyyy(today)}` }),
    ).toBeVisible();
    await expect(dialog.getByText(RULE_START)).toBeVisible();
    await expect(
      dialog.getByText(
        `Angsuran ke-1 (${ddmmyyyy(fundingDate)} s.d. ${ddmmyyyy(first.InstallmentDueDate)}): ${rupiah(first.InterestAmount)} × 10/${periodDays} hari = ${rupiah(interest)}`,
      ),
    ).toBeVisible();
    await expect(dialog.getByText(rupiah(total), { exact: true })).toBeVisible();
    await checkAtBothWidths(page, 'settle-quote-dialog', testInfo, () => expect(dialog).toBeVisible());
    await dialog.getByRole('button', { name: 'Tutup' }).click();

    // The terms say the same rule.
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('main').getByText(RULE_START)).toBeVisible();

    // Settled through both sides of the API today.
    await (await SettlementApi.signIn(request)).settle(member);

    // The schedule: every row Dilunasi on today's date, none PAID, and the settlement named with its amount.
    await report.open(member.agreementNo);
    await expect(page.getByRole('main')).toContainText(
      `Dilunasi dengan pelunasan dipercepat pada ${ddmmyyyy(today)} sebesar ${rupiah(total)} (sisa pokok ${rupiah(member.loanAmount)} + bunga berjalan ${rupiah(interest)}).`,
    );
    await expect(report.schedule.getByText('Dilunasi', { exact: true })).toHaveCount(member.tenor);
    await expect(report.schedule.getByText('PAID', { exact: true })).toHaveCount(0);
    await expect(report.schedule.getByText(`dilunasi ${ddmmyyyy(today)}`)).toHaveCount(member.tenor);
    await expect(report.schedule.getByText(ddmmyyyy(first.InstallmentDueDate))).toHaveCount(0);
    await checkAtBothWidths(page, 'settle-schedule', testInfo, () => expect(report.schedule).toBeVisible());
    await resizeViewport(page, { width: 1280, height: 800 });
    const row1 = report.schedule
      .getByRole('row')
      .filter({ hasText: `dilunasi ${ddmmyyyy(today)}` })
      .first();
    await expect(row1).toContainText(rupiah(interest));

    // The schedule PDF, read and rendered (the PNG is kept beside the screenshots).
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh PDF' }).click();
    const pdf = await readIssuedDocument(
      await (await downloading).path(),
      testInfo.outputPath('settle-schedule-pdf.png'),
    );
    const words = pdf.text.replace(/\s+/g, ' ');
    expect(words).toContain(
      `Dilunasi dengan pelunasan dipercepat pada ${ddmmyyyy(today)} sebesar ${rupiah(total)}`,
    );
    expect(words.match(/Dilunasi/g)?.length).toBeGreaterThanOrEqual(member.tenor);
    expect(words).not.toContain('PAID');
    expect(words).not.toContain(ddmmyyyy(first.InstallmentDueDate));

    // The payment history names the settlement on every row.
    const repayment = new MemberRepaymentPage(page);
    await repayment.open(member.agreementNo);
    await expect(
      repayment.history.getByText(`dilunasi ${ddmmyyyy(today)} (pelunasan ${rupiah(total)})`),
    ).toHaveCount(member.tenor);
    await checkAtBothWidths(page, 'settle-history', testInfo, () => expect(repayment.history).toBeVisible());

    // The letter: what was paid and the same rule with its line.
    const letterDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh Surat Keterangan Lunas' }).click();
    const letter = await readIssuedDocument(
      await (await letterDownload).path(),
      testInfo.outputPath('settle-letter-pdf.png'),
    );
    const letterWords = letter.text.replace(/\s+/g, ' ');
    expect(letterWords).toContain(
      `Pelunasan dipercepat sebesar ${rupiah(total)}: sisa pokok ${rupiah(member.loanAmount)} + bunga berjalan ${rupiah(interest)}.`,
    );
    expect(letterWords).toContain(RULE_START);
    expect(letterWords).toContain(`× 10/${periodDays} hari = ${rupiah(interest)}`);
  });
});
