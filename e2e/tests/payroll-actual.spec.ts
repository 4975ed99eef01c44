import { ACTUAL_OUTCOME_LABELS, formatPeriod, formatRupiah } from '@kopkar/domain';
import { demoMembers } from '../fixtures/demo-accounts';
import { readLatestMail } from '../fixtures/mailbox';
import { actualDeductionsCsv, actualFileFromInstruction } from '../fixtures/payroll-actual-file';
import { findUnpostedMonth, findUntouchedMonthPair, periodMonthsBack } from '../fixtures/payroll-periods';
import {
  monthDay,
  provisionFundedLoan,
  startAsMember,
  todayInJakarta,
} from '../fixtures/provision-funded-loan';
import { signInFinance } from '../fixtures/settlement-steps';
import { expect, test } from '../fixtures/test';
import { AmortisationReportPage } from '../pages/amortisation-report-page';
import { FinancePayrollApi, instalmentLinesOf, linesOf } from '../pages/finance-payroll-api';
import { FinancePayrollPage } from '../pages/finance-payroll-page';
import { NotificationPage } from '../pages/notification-page';
import { PayrollActualSection } from '../pages/payroll-actual-section';
import { PayrollReconciliationSection } from '../pages/payroll-reconciliation-section';
import { PotonganGajiPage } from '../pages/potongan-gaji-page';
import { checkAtBothWidths } from '../support/check-page';
import { readWorkbook } from '../support/spreadsheet';

// The salary-deduction loop with HR (docs/product/payroll-instruction.md#the-actual-deductions): FINANCE sends HR the
// period's instruction, HR sends back what each salary actually gave, and FINANCE posts the period from that file.
// Whole items are paid in order (instalments oldest first, then wajib, then sukarela); what is not covered stays
// owed and comes back as TUNGGAKAN in the next period's instruction, and the member who fell short is told. The
// members are their own (HR import → application → chain → funding in the past), and the period is one nobody has
// touched, nor the month after it. Runs in the mobile project; checkAtBothWidths runs axe at 390×844 and 1280×800.

test.describe('posting a period from HR’s file of actual deductions', () => {
  test('a partial and a missing deduction: the covered instalment is paid, the rest is arrears, the member is told', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    // Member A was funded two months before the period (an instalment already overdue, then the period's own), B a
    // month before (the period's first instalment): both are in the period's instruction with instalments to pay.
    const today = todayInJakarta();
    const monthsBack = await findUntouchedMonthPair(request);
    const period = periodMonthsBack(monthsBack);
    const nextPeriod = periodMonthsBack(monthsBack - 1);
    const memberA = await provisionFundedLoan(request, { fundingDate: monthDay(today, -monthsBack - 2, 10) });
    const memberB = await provisionFundedLoan(request, { fundingDate: monthDay(today, -monthsBack - 1, 10) });

    // FINANCE downloads the instruction as a workbook through the screen: the first read after the cut-off freezes it.
    await signInFinance(page);
    const payroll = new FinancePayrollPage(page);
    await payroll.open();
    await payroll.period.fill(period);
    await expect(payroll.instruction).toContainText(formatPeriod(period));
    const workbookFile = await payroll.downloadInstruction('Excel');
    expect(workbookFile.suggestedFilename()).toBe(`instruksi-potongan-${period}-v1.xlsx`);
    const workbook = await readWorkbook(await workbookFile.path());
    const perEmployee = workbook.getWorksheet('Per karyawan');
    const totalInWorkbook = (nik: string) =>
      Number(
        perEmployee
          ?.getRows(2, perEmployee.rowCount - 1)
          ?.find((row) => row.getCell(2).value === nik)
          ?.getCell(5).value,
      );

    // The same frozen version as CSV, read through the API: HR's file is built from its TOTAL lines.
    const finance = await FinancePayrollApi.signIn(request);
    const instruction = await finance.instruction(period);
    expect(instruction.fileName).toBe(`instruksi-potongan-${period}-v1.csv`);
    const totalOf = (nik: string) =>
      linesOf(instruction.lines, nik).find((line) => line.kind === 'TOTAL')?.amount;
    const instalmentsA = instalmentLinesOf(instruction.lines, memberA.nik);
    expect(instalmentsA.map((line) => [line.kind, line.agreementNo, line.instalmentNo])).toEqual([
      ['TUNGGAKAN', memberA.agreementNo, 1],
      ['ANGSURAN', memberA.agreementNo, 2],
    ]);
    expect(instalmentLinesOf(instruction.lines, memberB.nik).map((line) => line.kind)).toEqual(['ANGSURAN']);
    const [coveredRow, uncoveredRow] = instalmentsA;
    if (!coveredRow || !uncoveredRow) throw new Error('member A has an overdue and a current instalment');
    const instructedA = totalOf(memberA.nik) ?? 0;
    const instructedB = totalOf(memberB.nik) ?? 0;
    expect(totalInWorkbook(memberA.nik)).toBe(instructedA);
    expect(totalInWorkbook(memberB.nik)).toBe(instructedB);
    const deductedA = coveredRow.amount;
    expect(deductedA).toBeLessThan(instructedA);

    // HR deducted A's overdue instalment only and left B out; everyone else of the stack in full.
    const actual = new PayrollActualSection(page);
    await actual.choose({
      name: `potongan-aktual-${period}.csv`,
      csv: actualFileFromInstruction(period, instruction.lines, {
        [memberA.nik]: deductedA,
        [memberB.nik]: null,
      }),
    });
    await actual.preview();
    await expect(actual.fact('Versi instruksi')).toHaveText('1');
    await expect(actual.fact('Kekurangan (tunggakan)')).toHaveText(
      formatRupiah(instructedA - deductedA + instructedB),
    );
    await expect(actual.fact('NIK tak dikenal (tidak dibukukan)')).toHaveText('Rp 0');
    await expect(actual.outcomeCount(ACTUAL_OUTCOME_LABELS.PARTIAL)).toHaveText('1');
    await expect(actual.outcomeCount(ACTUAL_OUTCOME_LABELS.NONE)).toHaveText('1');
    await expect(actual.outcome(ACTUAL_OUTCOME_LABELS.OVER)).toHaveCount(0);
    await expect(actual.outcome(ACTUAL_OUTCOME_LABELS.UNKNOWN)).toHaveCount(0);
    // Exactly the two differ: nobody else is short, so nobody else is told.
    await expect(actual.exceptions.getByRole('rowheader')).toHaveCount(2);
    await expect(actual.exception(memberA.nik)).toContainText(ACTUAL_OUTCOME_LABELS.PARTIAL);
    await expect(actual.exception(memberA.nik)).toContainText(formatRupiah(instructedA - deductedA));
    await expect(actual.exception(memberB.nik)).toContainText(ACTUAL_OUTCOME_LABELS.NONE);
    await expect(actual.exception(memberB.nik)).toContainText(formatRupiah(instructedB));
    await checkAtBothWidths(page, 'payroll-actual-preview', testInfo, () =>
      expect(actual.outcomes).toBeVisible(),
    );

    const postedAt = Date.now();
    await actual.post(period);
    await expect(actual.region.getByRole('heading', { name: 'Yang sudah dibukukan' })).toBeVisible();
    await expect(payroll.postedPeriod(period)).toHaveCount(1);
    await checkAtBothWidths(page, 'payroll-actual-posted', testInfo, () =>
      expect(actual.region.getByRole('heading', { name: 'Yang sudah dibukukan' })).toBeVisible(),
    );

    // The posted period's reconciliation: per company and in total, the transfers, and the two who differ; its CSV
    // holds a SELISIH line for each of them.
    const reconciliation = new PayrollReconciliationSection(page);
    await expect(reconciliation.companies).toBeVisible();
    await expect(reconciliation.total).toBeVisible();
    await expect(reconciliation.fact('Diposting ke piutang')).toHaveText(/^Rp [\d.]+$/);
    await expect(reconciliation.fact('Belum diterima')).toHaveText(/^Rp [\d.]+$/);
    await expect(reconciliation.differences.getByRole('rowheader')).toHaveCount(2);
    await expect(reconciliation.difference(memberA.nik)).toContainText(ACTUAL_OUTCOME_LABELS.PARTIAL);
    await expect(reconciliation.difference(memberA.nik)).toContainText(formatRupiah(instructedA - deductedA));
    await expect(reconciliation.difference(memberB.nik)).toContainText(ACTUAL_OUTCOME_LABELS.NONE);
    await expect(reconciliation.difference(memberB.nik)).toContainText(formatRupiah(instructedB));
    await checkAtBothWidths(page, 'payroll-reconciliation', testInfo, () =>
      expect(reconciliation.differences).toBeVisible(),
    );
    const reconciliationCsv = await reconciliation.downloadCsv();
    expect(reconciliationCsv.fileName).toBe(`rekonsiliasi-potongan-${period}.csv`);
    const selisih = reconciliationCsv.lines.filter((line) => line.baris === 'SELISIH');
    expect(
      selisih.map((line) => [line.nik, line.hasil, line.diinstruksikan, line.dipotong, line.kekurangan]),
    ).toEqual(
      expect.arrayContaining([
        [memberA.nik, 'PARTIAL', String(instructedA), String(deductedA), String(instructedA - deductedA)],
        [memberB.nik, 'NONE', String(instructedB), '0', String(instructedB)],
      ]),
    );
    expect(selisih).toHaveLength(2);

    // Member A reads what fell short, and where it goes.
    await startAsMember(page, memberA);
    const notifications = new NotificationPage(page);
    await notifications.open();
    const notice = notifications.entry(`Potongan gaji periode ${formatPeriod(period)}`);
    await expect(notifications.chipOf(notice)).toHaveText('Potongan Gaji Kurang');
    await expect(notice).toContainText(
      `Potongan gaji periode ${formatPeriod(period)}: dipotong ${formatRupiah(deductedA)} dari ${formatRupiah(
        instructedA,
      )}. Kekurangan ${formatRupiah(instructedA - deductedA)} menjadi tunggakan dan ditagihkan kembali pada potongan gaji periode berikutnya.`,
    );
    await checkAtBothWidths(page, 'payroll-actual-notice', testInfo, () => expect(notice).toBeVisible());
    const mail = await readLatestMail(memberA.email, postedAt, 'Potongan gaji Anda kurang dari instruksi');
    expect(mail.text).toContain(`Kekurangan ${formatRupiah(instructedA - deductedA)} menjadi tunggakan`);

    // The notice opens Potongan Gaji, where the period shows what was taken and what stays owed.
    await notifications.openEntry(`Potongan gaji periode ${formatPeriod(period)}`);
    await expect(page).toHaveURL(/\/potongan-gaji$/);
    const deductions = new PotonganGajiPage(page);
    await expect(deductions.heading).toBeVisible();
    const past = deductions.pastPeriod(period);
    await expect(
      past.getByText('Total dipotong', { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(formatRupiah(deductedA));
    await expect(past.getByRole('alert')).toHaveText(
      `Diinstruksikan ${formatRupiah(instructedA)}, dipotong ${formatRupiah(deductedA)}. Kekurangan ${formatRupiah(
        instructedA - deductedA,
      )} menjadi tunggakan dan ditagihkan kembali pada potongan gaji periode berikutnya.`,
    );
    await checkAtBothWidths(page, 'payroll-actual-potongan-gaji', testInfo, () => expect(past).toBeVisible());

    // The schedule: the covered (overdue) row paid, the period's own row and every later one still open.
    const report = new AmortisationReportPage(page);
    await report.open(memberA.agreementNo);
    await expect(report.scheduleRow(1)).toContainText('PAID');
    await expect(report.scheduleRow(1)).not.toContainText('UNPAID');
    await expect(report.scheduleRow(2)).toContainText('UNPAID');
    await expect(report.schedule.getByText('PAID', { exact: true })).toHaveCount(1);
    await checkAtBothWidths(page, 'payroll-actual-schedule', testInfo, () =>
      expect(report.schedule).toBeVisible(),
    );

    // The next period's instruction asks HR again for what was not deducted: A's row 2, now arrears.
    const next = await finance.instruction(nextPeriod);
    const arrearsA = instalmentLinesOf(next.lines, memberA.nik).filter((line) => line.kind === 'TUNGGAKAN');
    expect(arrearsA.map((line) => [line.agreementNo, line.instalmentNo, line.dueDate, line.amount])).toEqual([
      [memberA.agreementNo, uncoveredRow.instalmentNo, uncoveredRow.dueDate, uncoveredRow.amount],
    ]);
  });

  test('a bad file is refused line by line in Indonesian and nothing is posted', async ({
    page,
    request,
  }, testInfo) => {
    const period = periodMonthsBack(await findUnpostedMonth(request));
    const otherPeriod = monthDay(`${period}-01`, -1, 1).slice(0, 7);
    await signInFinance(page);
    const payroll = new FinancePayrollPage(page);
    await payroll.open();
    await payroll.period.fill(period);

    const actual = new PayrollActualSection(page);
    await actual.choose({
      name: 'potongan-salah.csv',
      csv: actualDeductionsCsv([
        {
          period,
          company: '',
          nik: demoMembers.budi.nik,
          name: demoMembers.budi.name,
          amount: 'seratus ribu',
        },
        {
          period: otherPeriod,
          company: '',
          nik: demoMembers.siti.nik,
          name: demoMembers.siti.name,
          amount: 150000,
        },
      ]),
    });
    await actual.preview('refused');
    await expect(actual.error).toContainText('File potongan tidak dapat diimpor: 2 masalah');
    await expect(actual.problems.getByRole('listitem')).toHaveText([
      'Baris 2: jumlah "seratus ribu" bukan angka',
      `Baris 3: periode ${otherPeriod} bukan periode ${period}`,
    ]);
    await expect(actual.postButton).toBeDisabled();
    await expect(actual.outcomes).toHaveCount(0);
    await checkAtBothWidths(page, 'payroll-actual-refused', testInfo, () =>
      expect(actual.problems).toBeVisible(),
    );

    // Nothing was posted: the period is not in the list, here or after a fresh read of the page.
    await expect(payroll.postedPeriod(period)).toHaveCount(0);
    await payroll.open();
    const postedList = payroll.main.getByRole('region', { name: 'Periode yang sudah diposting' });
    await expect(
      postedList.getByRole('listitem').or(postedList.getByText('Belum ada periode yang diposting.')).first(),
    ).toBeVisible();
    await expect(payroll.postedPeriod(period)).toHaveCount(0);
    const periods = await (await FinancePayrollApi.signIn(request)).periods();
    expect(periods.find((row) => row.period === period)?.postedAt ?? null).toBeNull();
  });
});
