import {
  monthDay,
  provisionFundedLoan,
  startAsMember,
  todayInJakarta,
} from '../fixtures/provision-funded-loan';
import {
  memberRequestsSettlement,
  openDeskAsFinance,
  proofImage,
  readSettlementStatus,
  requestFromReport,
  uploadFromReport,
} from '../fixtures/settlement-steps';
import { expect, test } from '../fixtures/test';
import { AmortisationReportPage } from '../pages/amortisation-report-page';
import { LoanHistoryPage } from '../pages/loan-history-page';
import { MemberRepaymentPage } from '../pages/member-repayment-page';
import { checkAtBothWidths } from '../support/check-page';

// Early settlement: a loan's life until the member settles it early through FINANCE's
// settlement desk (the payroll ending is payroll-story.spec.ts). Every test gets a member of its own (HR import
// with an opening balance → application → chain → funding), so no test depends on what another spec or test
// left behind. Runs in the mobile project; checkAtBothWidths runs axe at 390×844 and 1280×800.

const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

test.describe('early settlement through the FINANCE settlement desk', () => {
  test('request, approval with a frozen quote, payment proof, confirmation: PAI, loan FIN and the letter', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const member = await provisionFundedLoan(request);
    await startAsMember(page, member);
    const repayment = new MemberRepaymentPage(page);
    const report = new AmortisationReportPage(page);

    // The member asks to settle, with the planned date and the confirmation.
    await repayment.open(member.agreementNo);
    await expect(repayment.status('Belum diajukan')).toBeVisible();
    await expect(repayment.history.getByText(/^(Angsuran )?1 dari 6$/)).toBeVisible();
    await repayment.requestSettlement();
    await expect(repayment.status('Dalam Pengecekan Admin')).toBeVisible();
    await expect(repayment.main.getByRole('button', { name: 'Lakukan pelunasan' })).toBeDisabled();
    await checkAtBothWidths(page, 'story-repayment-pt1', testInfo, () =>
      expect(repayment.history).toBeVisible(),
    );

    // FINANCE approves: the quote is frozen for SETTLEMENT_QUOTE_VALID_DAYS (14) days.
    const desk = await openDeskAsFinance(page);
    const request1 = desk.card(member.agreementNo, 'Perlu diperiksa');
    await expect(request1).toContainText(member.name);
    await expect(request1).toContainText(`NIK ${member.nik}`);
    await checkAtBothWidths(page, 'story-desk-pt1', testInfo, () => expect(request1).toBeVisible());
    const approveDialog = await desk.openDialog(member.agreementNo, 'Perlu diperiksa', 'Setujui');
    await expect(approveDialog).toContainText('Nominal dibekukan 14 hari');
    await checkAtBothWidths(page, 'story-desk-approve-dialog', testInfo);
    await approveDialog.getByRole('button', { name: 'Batal' }).click();
    await desk.approve(member.agreementNo);

    const approved = await readSettlementStatus(request, member);
    expect(approved.statuspelunasan).toBe('PT2');
    expect(approved.QuoteValidUntil).toBe(
      monthDay(todayInJakarta(), 0, Number(todayInJakarta().slice(8)) + 14),
    );
    const amount = rupiah(approved.TotalPelunasan);

    // The member sees the frozen amount with its validity, opens the payment page and uploads the proof.
    await repayment.open(member.agreementNo);
    await expect(repayment.status('Disetujui, silakan lakukan pembayaran')).toBeVisible();
    await expect(repayment.main.getByText(amount).first()).toBeVisible();
    await expect(
      repayment.main.getByText(`Berlaku sampai ${ddmmyyyy(approved.QuoteValidUntil ?? '')}`),
    ).toBeVisible();
    await repayment.main.getByRole('link', { name: 'Pembayaran pelunasan' }).click();
    await expect(page).toHaveURL(/\/self-payment\?an=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran Mandiri' })).toBeVisible();
    await expect(page.getByRole('main').getByText(amount, { exact: true })).toBeVisible();
    await checkAtBothWidths(page, 'story-self-payment', testInfo);
    await page.goBack();
    await repayment.uploadProof(proofImage);
    await expect(repayment.status('Menunggu Approval')).toBeVisible();
    await checkAtBothWidths(page, 'story-repayment-pt3', testInfo, () =>
      expect(repayment.history).toBeVisible(),
    );

    // FINANCE views the proof and confirms the money arrived.
    await desk.open();
    const proof = desk.proofImage(member.agreementNo);
    await expect(proof).toBeVisible();
    await expect
      .poll(() => proof.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await checkAtBothWidths(page, 'story-desk-pt3', testInfo, () => expect(proof).toBeVisible());
    await desk.decide(
      member.agreementNo,
      'Bukti transfer',
      'Konfirmasi Lunas',
      'Pelunasan dikonfirmasi, pinjaman lunas',
    );

    // The member: PAI, every row settled (Lunas), the button gone, the loan FIN and the settlement letter.
    await repayment.open(member.agreementNo);
    await expect(repayment.status('Lunas')).toBeVisible();
    await expect(repayment.main.getByRole('button', { name: 'Lakukan pelunasan' })).toHaveCount(0);
    await expect(repayment.history.getByText(/^Lunas/)).toHaveCount(member.tenor);

    await report.open(member.agreementNo);
    // Rows the settlement closed read "Dilunasi" (settlement-schedule.spec.ts reads their date and amount).
    await expect(report.schedule.getByText('Dilunasi', { exact: true })).toHaveCount(member.tenor);
    await expect(report.schedule.getByText('PAID', { exact: true })).toHaveCount(0);
    await expect(report.schedule.getByText('UNPAID', { exact: true })).toHaveCount(0);
    for (const label of [
      'Ajukan Pelunasan',
      'Upload Bukti Transfer',
      'Menunggu ApprovAL',
      'Dalam Pengecekan Admin',
    ])
      await expect(report.settlementButton(label)).toHaveCount(0);
    await checkAtBothWidths(page, 'story-report-pai', testInfo, () => expect(report.schedule).toBeVisible());
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh Surat Keterangan Lunas' }).click();
    const letter = await downloading;
    expect(letter.suggestedFilename()).toMatch(/\.pdf$/);
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(await letter.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const history = new LoanHistoryPage(page);
    await history.open(member.nik);
    const loanRow = history.rows
      .getByRole('row')
      .or(history.rows.getByRole('listitem'))
      .filter({ hasText: member.approvalNo });
    await expect(loanRow).toContainText('Lunas');
    await checkAtBothWidths(page, 'story-loan-history-fin', testInfo, () =>
      expect(history.rows).toBeVisible(),
    );
  });

  test('FINANCE sends a proof back with a reason: PT3 → PT2, the member reads why and uploads again', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    // The member requests from the schedule's PELUNASAN dialog; FINANCE approves.
    const { member, report, desk } = await memberRequestsSettlement(page, request);
    await desk.approve(member.agreementNo);

    await uploadFromReport(page, report, member.agreementNo);
    await expect(report.settlementButton('Menunggu ApprovAL')).toBeDisabled();

    const reason = 'Nominal transfer tidak sesuai, mohon unggah bukti yang benar';
    await desk.open();
    await expect(desk.proofImage(member.agreementNo)).toBeVisible();
    const dialog = await desk.openDialog(member.agreementNo, 'Bukti transfer', 'Kembalikan');
    await expect(dialog.getByRole('button', { name: 'Kembalikan', exact: true })).toBeDisabled();
    await checkAtBothWidths(page, 'story-desk-send-back-dialog', testInfo);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await desk.decide(
      member.agreementNo,
      'Bukti transfer',
      'Kembalikan',
      'Bukti transfer dikembalikan ke anggota',
      reason,
    );
    expect(await readSettlementStatus(request, member)).toMatchObject({
      statuspelunasan: 'PT2',
      Reason: reason,
    });

    // Back to PT2: the member reads the reason and may upload again, which brings it back to FINANCE.
    const repayment = new MemberRepaymentPage(page);
    await repayment.open(member.agreementNo);
    await expect(repayment.status('Disetujui, silakan lakukan pembayaran')).toBeVisible();
    await expect(repayment.main.getByText(`Alasan: ${reason}`)).toBeVisible();
    await uploadFromReport(page, report, member.agreementNo);
    await desk.open();
    await expect(desk.proofImage(member.agreementNo)).toBeVisible();
  });

  test('FINANCE rejects a request with a reason: PT1 → RJT, and the member may apply again', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const { member, report, desk } = await memberRequestsSettlement(page, request);

    const reason = 'Rencana pelunasan bertepatan dengan tutup buku, ajukan kembali bulan depan';
    const dialog = await desk.openDialog(member.agreementNo, 'Perlu diperiksa', 'Tolak');
    await checkAtBothWidths(page, 'story-desk-reject-dialog', testInfo);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await desk.decide(member.agreementNo, 'Perlu diperiksa', 'Tolak', 'Pengajuan pelunasan ditolak', reason);
    expect(await readSettlementStatus(request, member)).toMatchObject({
      statuspelunasan: 'RJT',
      Reason: reason,
    });

    // RJT: the member sees why and may request again; the new request is back in FINANCE's queue.
    await report.open(member.agreementNo);
    const settlement = await report.openSettlementDialog('Ajukan Pelunasan');
    await expect(settlement.getByText('Status pelunasan: Ditolak')).toBeVisible();
    await expect(settlement.getByText(`Alasan: ${reason}`)).toBeVisible();
    await checkAtBothWidths(page, 'story-report-rjt-dialog', testInfo);
    await settlement.getByRole('button', { name: 'Tutup' }).click();
    await requestFromReport(page, report);

    await desk.open();
    await expect(desk.card(member.agreementNo, 'Perlu diperiksa')).toBeVisible();
  });
});
