import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { signInThroughApi } from '../fixtures/api';
import { demoMembers, demoPassword } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { ApplicationFormPage } from '../pages/application-form-page';
import { checkAtBothWidths } from '../support/check-page';

// Budi (100001) starts with no loans and a maximum far above these amounts (wajib since 2019 × 10). Submitting
// creates a NEW application that would block his Loan link for every later spec, so the submitting test first
// cancels any application of his still in approval (order-independent) and cancels its own in `finally` (the CNCL
// row stays in his history).

const file = (name: string) => fileURLToPath(new URL(`../fixtures/files/${name}`, import.meta.url));
const selfie = file('selfie-ktp.jpg');
const applicationForm = file('form-pengajuan.png');
const supportingDocument = file('dokumen-pendukung.pdf');

type Envelope<T> = { code: number; message: string; data: T };
type HistoryItem = { id: number; ApprovalNo: string; Status: string };

/** A 1,000,001-byte "PDF" written at test time (too big to commit, one byte over the limit). */
async function writeOversizePdf(testInfo: TestInfo): Promise<string> {
  const path = testInfo.outputPath('terlalu-besar.pdf');
  const header = Buffer.from('%PDF-1.4\n');
  await writeFile(path, Buffer.concat([header, Buffer.alloc(1_000_001 - header.length, 0x20)]));
  return path;
}

async function memberApi(request: APIRequestContext, nik: string) {
  const { access_token } = await signInThroughApi(request, nik, demoPassword);
  const headers = { Authorization: `Bearer ${access_token}` };
  return {
    history: async () => {
      const reply = await request.get(`/api/v1/HistoryPinjamanAll/${nik}`, { headers });
      expect(reply.status()).toBe(200);
      return ((await reply.json()) as Envelope<HistoryItem[]>).data;
    },
    cancel: async (id: number) => {
      const reply = await request.post('/api/v1/CancelPengajuan', { headers, data: { id } });
      expect(reply.status(), `cancel ${id}`).toBe(200);
    },
  };
}

test.describe('Budi applies for a loan', () => {
  test.use({ signedInAs: demoMembers.budi.nik });

  test('each skipped prerequisite shows its message; a missing upload keeps the amount at 0', async ({
    page,
  }, testInfo) => {
    const form = new ApplicationFormPage(page);
    await form.open();
    await form.expectForm();

    await form.chooseSelfie(selfie);
    await form.expectPopup('Pilih Tujuan Pinjaman terlebih dahulu');
    await form.raiseAmountBySteps(1);
    await form.expectPopup('Pilih Tujuan Pinjaman terlebih dahulu');

    await form.choosePurpose('Pinjaman Renovasi Rumah');
    await form.chooseApplicationForm(applicationForm);
    await form.expectPopup('Upload Selfie dengan KTP/ID Card terlebih dahulu');

    await form.chooseSelfie(selfie);
    await expect(form.selfiePreview).toBeVisible();
    await form.raiseAmountBySteps(1);
    await form.expectPopup('Upload Form Pengajuan terlebih dahulu');
    await expect(form.amountSlider).toHaveValue('0');

    await form.chooseApplicationForm(applicationForm);
    await expect(page.getByText('form-pengajuan.png')).toBeVisible();
    await form.raiseAmountBySteps(1);
    await form.expectPopup('Upload dokumen pendukung terlebih dahulu');
    await expect(form.amountSlider).toHaveValue('0');

    await form.chooseSupportingDocument(await writeOversizePdf(testInfo));
    await form.expectPopup('File Dokumen pendukung Terlalu Besar, Maks 1 Mb');
    await form.chooseApplicationForm(await writeOversizePdf(testInfo));
    await form.expectPopup('File Form Pengajuan Terlalu Besar, Maks 1 Mb');
    await expect(page.getByText('form-pengajuan.png'), 'the earlier form is kept').toBeVisible();

    await form.chooseSupportingDocument(supportingDocument);
    await expect(page.getByText('dokumen-pendukung.pdf')).toBeVisible();
    await form.chooseTenor(12);
    await form.expectPopup('Jumlah pinjaman harus dipilih terlebih dahulu');
    await form.submitButton.click();
    await form.expectPopup('Jumlah pinjaman harus dipilih terlebih dahulu');

    await form.raiseAmountBySteps(4);
    await expect(form.amountSlider).toHaveValue('2000000');
    await form.readInstalment();
    await form.submitButton.click();
    await form.expectPopup('Klik setuju dengan syarat dan ketentuan terlebih dahulu');
    // A missing upload resets the amount (above); the terms box does not.
    await expect(form.amountSlider).toHaveValue('2000000');
  });

  test('the form passes axe at phone and desktop widths', async ({ page }, testInfo) => {
    const form = new ApplicationFormPage(page);
    await form.open();
    await form.expectForm();
    await form.choosePurpose('Pinjaman Pendidikan');
    await form.chooseSelfie(selfie);
    await form.chooseApplicationForm(applicationForm);
    await form.chooseSupportingDocument(supportingDocument);
    await form.raiseAmountBySteps(24);
    await form.readInstalment();
    await checkAtBothWidths(page, 'application-form', testInfo);
  });

  test('completes the four steps with real files and lands on the process page', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL });
    const api = await memberApi(request, demoMembers.budi.nik);
    for (const loan of await api.history()) if (loan.Status === 'NEW') await api.cancel(loan.id);
    let submittedId: number | undefined;
    try {
      const form = new ApplicationFormPage(page);
      await form.open();
      await form.expectForm();
      await form.choosePurpose('Pinjaman Renovasi Rumah');
      await form.chooseSelfie(selfie);
      await expect(form.selfiePreview).toBeVisible();
      // The 800×600 photo was resized in the browser to fit 400×350 before upload (docs/product/validation.md).
      const size = await form.selfiePreview.evaluate((img: HTMLImageElement) => [
        img.naturalWidth,
        img.naturalHeight,
      ]);
      expect(size).toEqual([400, 300]);
      await form.chooseApplicationForm(applicationForm);
      await form.chooseSupportingDocument(supportingDocument);
      await form.raiseAmountBySteps(24);
      await expect(form.amountSlider).toHaveValue('12000000');
      await expect(page.getByText('Tenor maksimal 24 bulan untuk jumlah ini')).toBeVisible();
      await form.chooseTenor(18);
      const instalment = await form.readInstalment();
      await form.termsCheckbox.check();
      const submission = page.waitForRequest((r) => r.url().endsWith('/api/v1/PengajuanPinjaman'));
      await form.submitButton.click();
      const sent = await submission;
      expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(sent.postDataJSON()).toMatchObject({
        NIK: demoMembers.budi.nik,
        FinancePurpose: 'Renovasi Rumah',
        PhotoKTP: expect.stringMatching(/^data:image\/jpeg;base64,/),
        // A document photo is redrawn as JPEG in the browser (nothing appended after the picture survives).
        PhotoPendukung: expect.stringMatching(/^data:image\/jpeg;base64,/),
        DocPendukung: expect.stringMatching(/^data:application\/pdf;base64,/),
        loan_amount: 12_000_000,
        tenor: 18,
        term_years: 2,
        from_web: 1,
        OSPrincipalAmount: 12_000_000,
      });

      await expect(page).toHaveURL('/application-form-process');
      const main = page.getByRole('main');
      await expect(main).toContainText('Rp 12.000.000');
      await expect(main).toContainText('18 bulan');
      await expect(main).toContainText(instalment);

      const submitted = (await api.history()).find((loan) => loan.Status === 'NEW');
      expect(submitted, 'the new application is in the history as NEW').toBeDefined();
      submittedId = submitted?.id;
      await page.goto('/home');
      const card = page.getByRole('article').filter({ hasText: String(submitted?.ApprovalNo) });
      await expect(card).toContainText('Baru');
    } finally {
      if (submittedId !== undefined) await api.cancel(submittedId);
      await request.dispose();
    }
  });
});

test.describe('Dewi has two running loans', () => {
  test.use({ signedInAs: demoMembers.dewi.nik });

  test('sees the check page instead of the form', async ({ page }, testInfo) => {
    const form = new ApplicationFormPage(page);
    await form.open();
    await expect(form.blockedMessage).toBeVisible();
    await expect(form.amountSlider).toHaveCount(0);
    await checkAtBothWidths(page, 'application-check', testInfo);
    await form.homeButton.click();
    await expect(page).toHaveURL('/home');
  });
});
