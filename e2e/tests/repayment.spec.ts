import type { APIRequestContext } from '@playwright/test';
import { demoMembers } from '../fixtures/demo-accounts';
import { findRunningAgreement } from '../fixtures/member-loans';
import { expect, test } from '../fixtures/test';
import { AmortisationReportPage } from '../pages/amortisation-report-page';
import { checkAtBothWidths } from '../support/check-page';

// Runs in the mobile project only; checkAtBothWidths covers 390×844 and 1280×800.
// Siti's running (FUN) loan gets a settlement request here, so the request is sent once per stack.

/** The agreement number of Siti's funded (FUN) loan, read as the home page reads it. */
async function findSitiRunningAgreement(request: APIRequestContext): Promise<string> {
  return (await findRunningAgreement(request, demoMembers.siti.nik)).agreementNo;
}

test.describe('Siti settles her running loan early', () => {
  test.use({ signedInAs: demoMembers.siti.nik });

  test('the schedule opens and a settlement request turns the button into Dalam Pengecekan Admin', async ({
    page,
    request,
  }, testInfo) => {
    const agreementNo = await findSitiRunningAgreement(request);
    const report = new AmortisationReportPage(page);
    await report.open(agreementNo);
    await expect(page.getByRole('main').getByText('Siti Rahmawati')).toBeVisible();
    await expect(report.schedule.getByText('PROSES')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Sisa pokok pinjaman: awal Rp 12\.000\.000/ })).toBeVisible();
    await checkAtBothWidths(page, 'report-amortisasi', testInfo, () => expect(report.schedule).toBeVisible());

    const dialog = await report.openSettlementDialog('Ajukan Pelunasan');
    await expect(dialog.getByText('Status pelunasan: Belum diajukan')).toBeVisible();
    await checkAtBothWidths(page, 'pelunasan-dialog', testInfo);
    await dialog.getByRole('button', { name: 'REQUEST PELUNASAN' }).click();

    const confirm = page.getByRole('dialog', { name: 'Konfirmasi' });
    await expect(confirm.getByText('Apakah yakin akan melakukan pelunasan ?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Ya' }).click();

    await expect(page.getByText('Pengajuan Pelunasan anda berhasil diajukan')).toBeVisible();
    await expect(report.settlementButton('Dalam Pengecekan Admin')).toBeDisabled();
    await expect(report.settlementButton('Ajukan Pelunasan')).toHaveCount(0);
  });

  test('payment history, self-payment and salary-reduction pages show her figures', async ({
    page,
    request,
  }, testInfo) => {
    const agreementNo = await findSitiRunningAgreement(request);
    await page.goto(`/repayment/${agreementNo}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pelunasan' })).toBeVisible();
    const history = page
      .getByRole('table', { name: 'Riwayat pembayaran' })
      .or(page.getByRole('list', { name: 'Riwayat pembayaran' }));
    await expect(history.getByText(/^(Angsuran )?1 dari 12$/)).toBeVisible();
    await checkAtBothWidths(page, 'repayment', testInfo, () => expect(history).toBeVisible());

    await page.goto(`/self-payment?an=${agreementNo}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran Mandiri' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salin Nomor virtual account' })).toBeVisible();
    await page.getByRole('button', { name: 'ATM' }).click();
    await expect(page.getByText('Masukkan kartu ATM dan PIN Anda.')).toBeVisible();
    await checkAtBothWidths(page, 'self-payment', testInfo);

    await page.goto(`/salary-reduction?an=${agreementNo}`);
    await expect(page.getByText(/sebelum tanggal 25/)).toBeVisible();
    await checkAtBothWidths(page, 'salary-reduction', testInfo);
    await page.getByRole('button', { name: 'Setuju', exact: true }).click();
    await expect(page.getByRole('dialog').getByText('Fitur ini sedang dalam pengembangan')).toBeVisible();
  });
});
