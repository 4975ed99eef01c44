import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { demoPassword } from '../fixtures/demo-accounts';
import { importMemberWithBalance, startAsMember } from '../fixtures/provision-funded-loan';
import { expect, test } from '../fixtures/test';
import { AdminFormTemplatePage } from '../pages/admin-form-template-page';
import { AdminLoginPage } from '../pages/admin-login-page';
import { ApplicationFormPage } from '../pages/application-form-page';
import { checkAtBothWidths } from '../support/check-page';

// Step 3 asks for a signed "Form Pengajuan": the member gets the blank one from the step itself. Before ADMIN has
// uploaded one the step says so (no link to nothing); after, it downloads the PDF ADMIN uploaded. The run starts
// from a fresh database, and no other spec uploads a template.

const pdfPath = fileURLToPath(new URL('../fixtures/files/dokumen-pendukung.pdf', import.meta.url));

test.describe.configure({ mode: 'serial' });

test('before any upload, step 3 says the blank form is not available yet', async ({ page, request }) => {
  await startAsMember(page, await importMemberWithBalance(request, 2_000_000));
  const form = new ApplicationFormPage(page);
  await form.open();
  await form.expectForm();
  await expect(page.getByText(/Formulir kosong belum tersedia untuk diunduh/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Unduh Form Pengajuan kosong/ })).toHaveCount(0);
});

test('ADMIN uploads the blank Form Pengajuan in the back office', async ({ page }, testInfo) => {
  await page.goto('/admin');
  await new AdminLoginPage(page).signIn('admin', demoPassword);
  const admin = new AdminFormTemplatePage(page);
  await admin.open();
  await expect(admin.main).toContainText('Belum ada Form Pengajuan');
  await admin.upload(pdfPath);
  await checkAtBothWidths(page, 'admin-form-template', testInfo, () => expect(admin.heading).toBeVisible());
});

test('the member downloads it from step 3', async ({ page, request }, testInfo) => {
  await startAsMember(page, await importMemberWithBalance(request, 2_000_000));
  const form = new ApplicationFormPage(page);
  await form.open();
  await form.expectForm();
  const link = page.getByRole('button', { name: /Unduh Form Pengajuan kosong \(PDF, \d+ KB\)/ });
  await expect(link).toBeVisible();
  await checkAtBothWidths(page, 'application-form-template-link', testInfo, () => expect(link).toBeVisible());
  const bytes = await AdminFormTemplatePage.downloadFrom(page, link);
  expect(bytes.equals(await readFile(pdfPath))).toBe(true);
});
