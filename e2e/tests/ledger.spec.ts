import { readFile } from 'node:fs/promises';
import { formatDate, formatPeriod } from '@kopkar/domain';
import ExcelJS from 'exceljs';
import { demoPassword } from '../fixtures/demo-accounts';
import { readIssuedDocument } from '../fixtures/issued-document';
import { monthDay, todayInJakarta } from '../fixtures/provision-funded-loan';
import { signInFinance } from '../fixtures/settlement-steps';
import { expect, test } from '../fixtures/test';
import { AdminLayout } from '../pages/admin-layout';
import { AdminLoginPage } from '../pages/admin-login-page';
import { LedgerPage, readRupiah } from '../pages/ledger-page';
import { checkAtBothWidths } from '../support/check-page';

// The books (docs/product/ledger.md): FINANCE reads the trial balance the demo seed opened, enters a manual
// expense that waits for a second staff member (the seed has one FINANCE account, so ADMIN approves), the trial
// balance moves once it is posted, FINANCE closes a past month and downloads this year's statements. Runs in the mobile project; checkAtBothWidths
// runs axe at 390×844 and 1280×800.

const EXPENSE = 500_000;

/** A staff member signs out and another signs in, landing on the ledger's tab. */
async function switchStaff(page: import('@playwright/test').Page, username: string, ledger: LedgerPage) {
  await new AdminLayout(page).logout();
  await new AdminLoginPage(page).signIn(username, demoPassword);
  await ledger.open('jurnal');
}

/** A figure as the statements print it: `1.234.567`, a negative in brackets. */
const printedAmount = (amount: number) => {
  const digits = Math.abs(amount).toLocaleString('id-ID');
  return amount < 0 ? `(${digits})` : digits;
};

/** Net debit of an account in the trial balance (an asset or expense grows by it). */
const netDebit = (balance: { debit: number; credit: number }) => balance.debit - balance.credit;

/**
 * A month to close: over two years back, where no other spec dates a money movement (the payroll and funding specs
 * reach at most ~21 months back, fixtures/payroll-periods.ts), not December (closing it also closes the year),
 * and not closed yet (a repeated run on the same stack).
 */
async function findMonthToClose(ledger: LedgerPage): Promise<string> {
  const today = todayInJakarta();
  for (let monthsBack = 26; monthsBack <= 60; monthsBack += 1) {
    const month = monthDay(today, -monthsBack, 1).slice(0, 7);
    if (!month.endsWith('-12') && (await ledger.closedPeriod(month).count()) === 0) return month;
  }
  throw new Error('every candidate month is closed');
}

test.describe('the general ledger through the Buku Besar page', () => {
  test('FINANCE enters an expense, ADMIN approves it, the trial balance moves, FINANCE closes a month and downloads the statements', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const description = `Biaya listrik kantor (e2e ${Date.now()})`;
    const ledger = new LedgerPage(page);

    // FINANCE: the books the seed opened balance, and every control account agrees with its records.
    await signInFinance(page);
    await new AdminLayout(page).openMenuItem('Buku Besar');
    await expect(ledger.heading).toBeVisible();
    await ledger.waitForData();
    await expect(ledger.balancedNotice).toBeVisible();
    const totals = await ledger.readTotals();
    expect(totals.debit).toBeGreaterThan(0);
    expect(totals.credit).toBe(totals.debit);
    await expect(ledger.reconciliation.getByRole('status')).toHaveText(
      'Semua akun kontrol cocok dengan sub-ledgernya.',
    );
    await expect(ledger.reconciliation).toContainText('1201 Piutang pinjaman anggota');
    const expenseBefore = await ledger.readTrialBalance('5201');
    const bankBefore = await ledger.readTrialBalance('1102');
    await checkAtBothWidths(page, 'ledger-trial-balance', testInfo, () =>
      expect(ledger.trialBalance).toBeVisible(),
    );

    // A manual expense: beban operasional against the bank, checked, confirmed, waiting for someone else.
    await ledger.openTab('Jurnal');
    await ledger.enterManualJournal({
      description,
      lines: [
        { account: '5201', debit: EXPENSE },
        { account: '1102', credit: EXPENSE },
      ],
    });
    await checkAtBothWidths(page, 'ledger-manual-journal', testInfo);
    await ledger.saveManualJournal();
    const entry = ledger.journal(description);
    await expect(entry.getByText('Menunggu persetujuan', { exact: true })).toBeVisible();
    await expect(entry).toContainText('Menunggu persetujuan petugas lain.');
    await expect(entry.getByRole('button', { name: /^Setujui/ })).toHaveCount(0);
    await checkAtBothWidths(page, 'ledger-journals-maker', testInfo, () => expect(entry).toBeVisible());
    await ledger.openTab('Neraca saldo');
    expect(await ledger.readTrialBalance('5201'), 'a waiting entry moves nothing').toEqual(expenseBefore);

    // ADMIN, a second staff member, approves it: posted, and the trial balance moves by the expense.
    await switchStaff(page, 'admin', ledger);
    await expect(entry.getByRole('button', { name: /^Setujui jurnal #\d+$/ })).toBeVisible();
    await checkAtBothWidths(page, 'ledger-journals-approver', testInfo, () => expect(entry).toBeVisible());
    await ledger.approve(entry);
    await expect(entry).toContainText('Disetujui oleh: Anda');
    await ledger.openTab('Neraca saldo');
    await expect
      .poll(async () => netDebit(await ledger.readTrialBalance('5201')))
      .toBe(netDebit(expenseBefore) + EXPENSE);
    expect(netDebit(await ledger.readTrialBalance('1102'))).toBe(netDebit(bankBefore) - EXPENSE);
    await expect(ledger.balancedNotice).toBeVisible();
    const totalsAfter = await ledger.readTotals();
    expect(totalsAfter.credit).toBe(totalsAfter.debit);

    // A posted manual entry is corrected by a reversal, which waits for approval in turn (by FINANCE this time).
    await ledger.openTab('Jurnal');
    await ledger.reverse(entry, 'Salah akun');
    const reversal = ledger.journal('Salah akun');
    await expect(reversal).toContainText(/Pembalik jurnal #\d+: Salah akun/);
    await expect(reversal.getByText('Menunggu persetujuan', { exact: true })).toBeVisible();
    await expect(entry.getByRole('button', { name: /^Balik/ })).toHaveCount(0);

    // FINANCE approves ADMIN's reversal (the expense is back where it was) and closes a month two years back.
    await switchStaff(page, 'finance', ledger);
    await ledger.approve(reversal);
    await ledger.openTab('Neraca saldo');
    await expect
      .poll(async () => netDebit(await ledger.readTrialBalance('5201')))
      .toBe(netDebit(expenseBefore));
    await ledger.openTab('Periode');
    const month = await findMonthToClose(ledger);
    const dialog = await ledger.askToClosePeriod(month);
    await checkAtBothWidths(page, 'ledger-close-period', testInfo, () => expect(dialog).toBeVisible());
    await ledger.confirmClosePeriod(dialog, month);
    await expect(ledger.closedPeriod(month)).toContainText(formatPeriod(month));
    await expect(ledger.closedPeriod(month)).toContainText('oleh Anda');
    await checkAtBothWidths(page, 'ledger-periods', testInfo);

    // Closed once: asking again is answered by the form itself.
    const form = ledger.main.getByRole('form', { name: 'Tutup periode' });
    await form.getByLabel('Bulan').fill(month);
    await form.getByRole('button', { name: 'Tutup periode' }).click();
    await expect(form.getByText('Periode ini sudah ditutup')).toBeVisible();

    // The statements from 1 January to today: the financial position balances, and its PDF and the cash flow's
    // workbook carry the figures the page shows.
    await ledger.openTab('Laporan');
    const today = todayInJakarta();
    await expect(ledger.main.getByLabel('Dari tanggal')).toHaveValue(`${today.slice(0, 4)}-01-01`);
    await expect(ledger.main.getByLabel('Sampai tanggal')).toHaveValue(today);
    expect(await ledger.readStatementFact('Laporan Posisi Keuangan', 'Keseimbangan')).toBe('Seimbang');
    const totalAssets = readRupiah(await ledger.readStatementFact('Laporan Posisi Keuangan', 'Jumlah aset'));
    expect(totalAssets).toBeGreaterThan(0);
    const closingCash = readRupiah(await ledger.readStatementFact('Laporan Arus Kas', 'Kas akhir periode'));
    await checkAtBothWidths(page, 'ledger-reports', testInfo, () =>
      expect(ledger.statement('Laporan Perubahan Ekuitas')).toBeVisible(),
    );

    const pdf = await ledger.downloadStatement('Laporan Posisi Keuangan', 'PDF');
    expect(pdf.suggestedFilename()).toBe(`posisi-keuangan-${today}.pdf`);
    const pdfPath = await pdf.path();
    expect((await readFile(pdfPath)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await readIssuedDocument(pdfPath, testInfo.outputPath('ledger-posisi-keuangan-pdf.png'));
    // The heading (printed in capitals) over its date; the footer names the statement as the page does.
    expect(text).toMatch(new RegExp(`LAPORAN POSISI KEUANGAN\\s*\\n\\s*Per ${formatDate(today)}`));
    expect(text).toContain('Laporan Posisi Keuangan');
    expect(text).toContain(printedAmount(totalAssets));

    const xlsx = await ledger.downloadStatement('Laporan Arus Kas', 'Excel');
    expect(xlsx.suggestedFilename()).toBe(`arus-kas-${today.slice(0, 4)}-01-01-${today}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as an ArrayBuffer-backed Buffer; Node's is typed more widely but reads the same.
    await workbook.xlsx.load((await readFile(await xlsx.path())) as unknown as ArrayBuffer);
    const rows: ExcelJS.Row[] = [];
    workbook.worksheets[0]?.eachRow((row) => void rows.push(row));
    expect(rows[1]?.getCell(1).value).toBe('Laporan Arus Kas');
    const closing = rows.find((row) => row.getCell(2).value === 'Kas dan setara kas akhir periode');
    // A number the sheet can add up, not text, and the one the page shows.
    expect(closing?.getCell(3).value).toBe(closingCash);
    expect(closing?.getCell(3).numFmt).toBe('#,##0;(#,##0)');

    // The bank's buku besar over the same period: the expense and its reversal line by line, ending where the
    // trial balance has the bank, and its workbook.
    const bankBook = await ledger.openAccountBook('1102 Bank');
    const bankLines = bankBook.getByRole('table', { name: 'Transaksi 1102 Bank' });
    await expect(bankLines.getByRole('row').filter({ hasText: description })).toHaveCount(1);
    await expect(bankLines.getByRole('row').filter({ hasText: 'Salah akun' })).toHaveCount(1);
    expect(readRupiah(await ledger.readStatementFact('Buku Besar per Akun', 'Saldo akhir'))).toBe(
      netDebit(bankBefore),
    );
    await checkAtBothWidths(page, 'ledger-account-book', testInfo, () => expect(bankLines).toBeVisible());
    const bookFile = await ledger.downloadStatement('Buku Besar per Akun', 'Excel');
    expect(bookFile.suggestedFilename()).toBe(`buku-besar-1102-${today.slice(0, 4)}-01-01-${today}.xlsx`);
  });
});
