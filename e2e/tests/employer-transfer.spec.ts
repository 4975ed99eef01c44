import { formatRupiah } from '@kopkar/domain';
import type { APIRequestContext } from '@playwright/test';
import { demoPassword } from '../fixtures/demo-accounts';
import { findUnpostedMonth } from '../fixtures/payroll-periods';
import { monthDay, provisionFundedLoan, todayInJakarta } from '../fixtures/provision-funded-loan';
import { signInFinance } from '../fixtures/settlement-steps';
import { expect, test } from '../fixtures/test';
import { EmployerTransferSection } from '../pages/employer-transfer-section';
import { FinancePayrollPage } from '../pages/finance-payroll-page';
import { checkAtBothWidths } from '../support/check-page';

// The employer's transfer (docs/product/ledger.md#the-employers-transfer): FINANCE posts a past period nobody else
// posts (its deductions include the instalment of a loan funded for the purpose, as in payroll-story.spec.ts), then
// records part of the employer's transfer and sees what is outstanding drop; the journal lands in the books. Runs in
// the mobile project; checkAtBothWidths runs axe at 390×844 and 1280×800.

type Envelope<T> = { code: number; message: string; data: T };
type Journal = {
  source: string;
  sourceId: string | null;
  lines: { account: string; debit: number; credit: number }[];
};

/** Today's employer-transfer journals, read as FINANCE through the API. */
async function transferJournals(request: APIRequestContext, date: string): Promise<Journal[]> {
  const login = await request.post('/api/v1/admin/login', {
    data: { username: 'finance', password: demoPassword, captcha: '0', key: 'bypass' },
  });
  const token = ((await login.json()) as Envelope<{ access_token: string }>).data.access_token;
  const reply = await request.get(
    `/api/v1/admin/ledger/journals?from=${date}&to=${date}&source=employer-transfer`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as Envelope<Journal[]>).data;
}

test.describe('the employer’s transfer of a posted payroll period', () => {
  test('FINANCE posts a period, records part of the employer’s transfer and sees the outstanding amount drop', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const today = todayInJakarta();
    const monthsBack = await findUnpostedMonth(request);
    await provisionFundedLoan(request, { fundingDate: monthDay(today, -monthsBack - 1, 10) });
    const period = monthDay(today, -monthsBack, 1).slice(0, 7);

    await signInFinance(page);
    const payroll = new FinancePayrollPage(page);
    await payroll.open();
    await payroll.preview(period);
    await payroll.post(period);

    // Posted today: the whole deduction is owed by the employer, nothing received yet.
    const transfers = new EmployerTransferSection(page);
    await expect(transfers.form).toBeVisible();
    const deducted = await transfers.amountOf('Total dipotong');
    expect(deducted).toBeGreaterThan(0);
    await expect(transfers.figure('Sudah diterima')).toHaveText('Rp 0');
    await expect(transfers.figure('Sisa')).toHaveText(formatRupiah(deducted));
    await expect(transfers.received).toContainText('Belum ada transfer yang dicatat untuk periode ini.');
    await checkAtBothWidths(page, 'employer-transfer-empty', testInfo, () =>
      expect(transfers.form).toBeVisible(),
    );

    const part = Math.max(1, Math.floor(deducted / 2));
    const reference = `E2E-${Date.now()}`;
    await transfers.record(
      { amount: part, receivedOn: today, reference, note: 'Transfer pertama' },
      `Transfer ${formatRupiah(part)} dari perusahaan dicatat`,
    );
    await expect(transfers.figure('Sudah diterima')).toHaveText(formatRupiah(part));
    await expect(transfers.figure('Sisa')).toHaveText(formatRupiah(deducted - part));
    await expect(transfers.received.getByRole('listitem')).toHaveCount(1);
    await expect(transfers.received).toContainText(`Ref. ${reference}`);
    await checkAtBothWidths(page, 'employer-transfer-recorded', testInfo, () =>
      expect(transfers.figure('Sisa')).toHaveText(formatRupiah(deducted - part)),
    );

    // The same bank reference again is refused by the server; the figures stay.
    await transfers.record(
      { amount: 1, receivedOn: today, reference },
      'Transfer dengan referensi ini sudah dicatat',
    );
    await expect(transfers.figure('Sisa')).toHaveText(formatRupiah(deducted - part));

    // The books: bank debited, piutang potongan gaji credited, dated the day received.
    const journals = await transferJournals(request, today);
    const entry = journals.find((journal) => journal.lines.some((line) => line.debit === part));
    expect(entry?.lines).toEqual([
      { account: '1102', debit: part, credit: 0 },
      { account: '1202', debit: 0, credit: part },
    ]);
  });
});
