import { memberRequestsSettlement, proofImage } from '../fixtures/settlement-steps';
import { expect, test } from '../fixtures/test';
import { AmortisationReportPage } from '../pages/amortisation-report-page';
import { HomePage } from '../pages/home-page';
import { MemberRepaymentPage } from '../pages/member-repayment-page';
import { checkAtBothWidths } from '../support/check-page';

// The repayment page's finish. The transfer proof goes through the portal's picture upload
// (preview, progress), the quote line reads in one font size, a settled loan says so instead of asking for
// money, and a Lunas loan's home card still leads to its schedule and settlement letter. A member of their own
// (HR import → application → chain → funding), so nothing depends on another spec. Runs in the mobile project;
// checkAtBothWidths runs axe and screenshots at 390×844 and 1280×800.

test('proof through the picture upload with progress; once Lunas, no amount to pay and the letter from home', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { member, desk } = await memberRequestsSettlement(page, request);
  await desk.approve(member.agreementNo);

  const repayment = new MemberRepaymentPage(page);
  await repayment.open(member.agreementNo);
  await expect(repayment.status('Disetujui, silakan lakukan pembayaran')).toBeVisible();

  // "Sisa pokok Rp … + bunga berjalan Rp …" in one font size.
  const quoteLine = repayment.main.getByText(/^Sisa pokok Rp [\d.]+ \+ bunga berjalan Rp [\d.]+$/);
  const sizes = await quoteLine.evaluate((line) =>
    [line, ...line.querySelectorAll('*')].map((element) => getComputedStyle(element).fontSize),
  );
  expect(new Set(sizes).size, `font sizes in the quote line: ${sizes.join(', ')}`).toBe(1);

  // The proof field is the portal's upload control: a picker button, then a preview, then progress while sending.
  await expect(repayment.main.getByRole('button', { name: 'Pilih file' })).toBeVisible();
  await repayment.main.getByLabel('Bukti transfer (gambar atau PDF)').setInputFiles(proofImage);
  await expect(repayment.main.getByRole('img', { name: 'Pratinjau bukti transfer' })).toBeVisible();
  await expect(repayment.main.getByRole('button', { name: 'Ganti file' })).toBeVisible();
  await checkAtBothWidths(page, 'finish-repayment-pt2-preview', testInfo, () =>
    expect(repayment.history).toBeVisible(),
  );
  // Hold the upload's answer until the progress has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/UploadBuktiPelunasan/**', async (route) => {
    await held;
    await route.continue();
  });
  await repayment.main.getByRole('button', { name: 'KIRIM' }).click();
  await expect(repayment.main.getByRole('progressbar', { name: 'Kemajuan unggah gambar' })).toBeVisible();
  await expect(repayment.main.getByText(/^Mengunggah… \d+%$/)).toBeVisible();
  release();
  await expect(page.getByText('Upload Bukti Pembayaran Pelunasan Berhasil Dilakukan').first()).toBeVisible();
  await page.unroute('**/api/v1/UploadBuktiPelunasan/**');
  await expect(repayment.status('Menunggu Approval')).toBeVisible();

  // FINANCE confirms: the loan is settled.
  await desk.open();
  await desk.decide(
    member.agreementNo,
    'Bukti transfer',
    'Konfirmasi Lunas',
    'Pelunasan dikonfirmasi, pinjaman lunas',
  );

  // The repayment page no longer asks for money, and offers the letter.
  await repayment.open(member.agreementNo);
  await expect(repayment.status('Lunas')).toBeVisible();
  await expect(
    repayment.main.getByText('Pinjaman ini sudah lunas. Tidak ada lagi yang harus dibayar.'),
  ).toBeVisible();
  await expect(repayment.main.getByText('Jumlah yang harus dibayar')).toHaveCount(0);
  await expect(repayment.main.getByText(/Berlaku sampai/)).toHaveCount(0);
  await expect(repayment.main.getByRole('button', { name: 'Unduh Surat Keterangan Lunas' })).toBeVisible();
  await checkAtBothWidths(page, 'finish-repayment-settled', testInfo, () =>
    expect(repayment.history).toBeVisible(),
  );

  // Home: the Lunas card still leads to the schedule, where the settlement letter is.
  const home = new HomePage(page);
  await home.open();
  const card = home.loanCard(member.approvalNo);
  await expect(card).toContainText('Lunas');
  await checkAtBothWidths(page, 'finish-home-lunas-card', testInfo);
  await card.getByRole('link', { name: 'Amortisasi & Surat Lunas' }).click();
  const report = new AmortisationReportPage(page);
  await expect(report.schedule).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unduh Surat Keterangan Lunas' })).toBeVisible();
  expect(await report.readBalance()).toEqual({
    amount: member.loanAmount,
    paid: member.loanAmount,
    remaining: 0,
  });
  await checkAtBothWidths(page, 'finish-report-lunas', testInfo, () => expect(report.schedule).toBeVisible());
});
