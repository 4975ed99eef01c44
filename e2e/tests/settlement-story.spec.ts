import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoPassword } from '../fixtures/demo-accounts';
import {
  type FundedMember,
  monthDay,
  provisionFundedLoan,
  startAsMember,
  todayInJakarta,
} from '../fixtures/provision-funded-loan';
import { expect, test } from '../fixtures/test';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AmortisationReportPage } from '../pages/amortisation-report-page';
import { FinancePayrollPage } from '../pages/finance-payroll-page';
import { FinanceSettlementDeskPage } from '../pages/finance-settlement-desk-page';
import { LoanHistoryPage } from '../pages/loan-history-page';
import { MemberRepaymentPage } from '../pages/member-repayment-page';
import { PointsPage } from '../pages/points-page';
import { checkAtBothWidths } from '../support/check-page';

// Issue 5's story: a loan's life until it is finished, by early settlement or by payroll, with FINANCE's screens.
// Every test gets a member of its own (HR import with an opening balance → application → chain → funding), so
// no test depends on what another spec or test left behind. Runs in the mobile project; checkAtBothWidths runs
// axe at 390×844 and 1280×800.

const proofImage = fileURLToPath(new URL('../fixtures/files/form-pengajuan.png', import.meta.url));
const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

type Envelope<T> = { code: number; message: string; data: T };
type SettlementStatus = {
  statuspelunasan: string;
  TotalPelunasan: number;
  QuoteValidUntil: string | null;
  Reason: string | null;
};

/** The member's own reading of the settlement status (GET /StatusPelunasan/{agreementNo}). */
async function readSettlementStatus(request: APIRequestContext, member: FundedMember) {
  const reply = await request.get(`/api/v1/StatusPelunasan/${encodeURIComponent(member.agreementNo)}`, {
    headers: { Authorization: `Bearer ${member.session.access_token}` },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as Envelope<SettlementStatus>).data;
}

/** The member's points balance as the portal computes it (User.poin of GET /me). */
async function readPoints(request: APIRequestContext, member: FundedMember) {
  const reply = await request.get('/api/v1/me', {
    headers: { Authorization: `Bearer ${member.session.access_token}` },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as Envelope<{ poin: number }>).data.poin;
}

/**
 * How many months back (at least two) the latest payroll period nobody has posted yet is, read from FINANCE's
 * list, so a repeated run on the same stack never meets a period it posted before.
 */
async function findUnpostedMonth(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/v1/admin/login', {
    data: { username: 'finance', password: demoPassword, captcha: '0', key: 'bypass' },
  });
  const token = ((await login.json()) as Envelope<{ access_token: string }>).data.access_token;
  const reply = await request.get('/api/v1/admin/payroll', { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(200);
  const periods = ((await reply.json()) as Envelope<{ period: string; postedAt: string | null }[]>).data;
  const posted = new Set(periods.filter((row) => row.postedAt).map((row) => row.period));
  const today = todayInJakarta();
  for (let monthsBack = 2; monthsBack <= 20; monthsBack += 1) {
    if (!posted.has(monthDay(today, -monthsBack, 1).slice(0, 7))) return monthsBack;
  }
  throw new Error('every recent past period has been posted');
}

/** FINANCE signs in through the back-office login (once per test; the staff session sits beside the member's). */
async function signInFinance(page: Page) {
  await page.goto('/admin/login');
  await new AdminLoginPage(page).signIn('finance', demoPassword);
}

/** One row of the schedule (cards on phones: "Angsuran n · date"; table rows on desktop). */
function scheduleRow(report: AmortisationReportPage, number: number) {
  return report.schedule
    .getByRole('listitem')
    .filter({ hasText: `Angsuran ${number} ·` })
    .or(
      report.schedule
        .getByRole('row')
        .filter({ has: report.schedule.page().getByRole('cell', { name: String(number), exact: true }) }),
    );
}

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
    const desk = new FinanceSettlementDeskPage(page);

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
    await signInFinance(page);
    await desk.open();
    const request1 = desk.card(member.agreementNo, 'Perlu diperiksa');
    await expect(request1).toContainText(member.name);
    await expect(request1).toContainText(`NIK ${member.nik}`);
    await checkAtBothWidths(page, 'story-desk-pt1', testInfo, () => expect(request1).toBeVisible());
    const approveDialog = await desk.openDialog(member.agreementNo, 'Perlu diperiksa', 'Setujui');
    await expect(approveDialog).toContainText('Nominal dibekukan 14 hari');
    await checkAtBothWidths(page, 'story-desk-approve-dialog', testInfo);
    await approveDialog.getByRole('button', { name: 'Batal' }).click();
    await desk.decide(member.agreementNo, 'Perlu diperiksa', 'Setujui', 'Pelunasan disetujui');

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

    // The member: PAI, every row paid (Lunas), the button gone, the loan FIN and the settlement letter.
    await repayment.open(member.agreementNo);
    await expect(repayment.status('Lunas')).toBeVisible();
    await expect(repayment.main.getByRole('button', { name: 'Lakukan pelunasan' })).toHaveCount(0);
    await expect(repayment.history.getByText(/^Lunas/)).toHaveCount(member.tenor);

    await report.open(member.agreementNo);
    await expect(report.schedule.getByText('PAID', { exact: true })).toHaveCount(member.tenor);
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
    const member = await provisionFundedLoan(request);
    await startAsMember(page, member);
    const report = new AmortisationReportPage(page);
    const desk = new FinanceSettlementDeskPage(page);

    // The member requests from the schedule's PELUNASAN dialog.
    await report.open(member.agreementNo);
    await requestFromReport(page, report);

    await signInFinance(page);
    await desk.open();
    await desk.decide(member.agreementNo, 'Perlu diperiksa', 'Setujui', 'Pelunasan disetujui');

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
    const member = await provisionFundedLoan(request);
    await startAsMember(page, member);
    const report = new AmortisationReportPage(page);
    const desk = new FinanceSettlementDeskPage(page);

    await report.open(member.agreementNo);
    await requestFromReport(page, report);

    const reason = 'Rencana pelunasan bertepatan dengan tutup buku, ajukan kembali bulan depan';
    await signInFinance(page);
    await desk.open();
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

/** Ajukan Pelunasan → REQUEST PELUNASAN → "Apakah yakin akan melakukan pelunasan ?" → Ya. */
async function requestFromReport(page: Page, report: AmortisationReportPage) {
  const dialog = await report.openSettlementDialog('Ajukan Pelunasan');
  await dialog.getByRole('button', { name: 'REQUEST PELUNASAN' }).click();
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi' });
  await expect(confirm.getByText('Apakah yakin akan melakukan pelunasan ?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Ya' }).click();
  await expect(page.getByText('Pengajuan Pelunasan anda berhasil diajukan').first()).toBeVisible();
  await expect(report.settlementButton('Dalam Pengecekan Admin')).toBeDisabled();
}

/** Upload Bukti Transfer → the proof image → KIRIM, from the schedule's PELUNASAN dialog. */
async function uploadFromReport(page: Page, report: AmortisationReportPage, agreementNo: string) {
  await report.open(agreementNo);
  const dialog = await report.openSettlementDialog('Upload Bukti Transfer');
  await dialog.getByLabel('Bukti transfer (gambar)').setInputFiles(proofImage);
  await dialog.getByRole('button', { name: 'KIRIM' }).click();
  await expect(page.getByText('Upload Bukti Pembayaran Pelunasan Berhasil Dilakukan').first()).toBeVisible();
  await expect(dialog).toBeHidden();
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
    await expect(scheduleRow(report, 1)).toContainText('UNPAID');
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
      `${period} · 25-${period.slice(5)}-${period.slice(0, 4)}`,
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
    await expect(scheduleRow(report, 1)).toContainText('PAID');
    await expect(scheduleRow(report, 1)).not.toContainText('UNPAID');
    await expect(scheduleRow(report, 2)).toContainText('UNPAID');
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
