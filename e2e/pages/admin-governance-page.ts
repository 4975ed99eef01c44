import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/governance-documents (ADMIN): the upload form and the list of published documents. */
export class AdminGovernancePage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly uploadForm: Locator;
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Dokumen Koperasi' });
    this.uploadForm = this.main.getByRole('form', { name: 'Unggah dokumen koperasi' });
    this.table = this.main.getByRole('table', { name: 'Daftar dokumen koperasi' });
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/governance-documents');
    await expect(this.heading).toBeVisible();
    await expect(this.table).toBeVisible();
  }

  /** Fills the form, chooses the PDF through the file picker, uploads and waits for the server's confirmation. */
  async upload(input: { kind: string; year: string; title: string; publishedOn: string; file: string }) {
    const form = this.uploadForm;
    await form.getByRole('combobox', { name: 'Jenis dokumen' }).selectOption({ label: input.kind });
    await form.getByRole('spinbutton', { name: 'Tahun buku' }).fill(input.year);
    await form.getByLabel('Tanggal terbit').fill(input.publishedOn);
    await form.getByRole('textbox', { name: 'Judul' }).fill(input.title);
    const chooser = this.page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Pilih file PDF' }).click();
    await (await chooser).setFiles(input.file);
    await expect(form).toContainText('Dipilih:');
    await form.getByRole('button', { name: 'Unggah dokumen' }).click();
    await expect(this.page.getByText('Dokumen diunggah').first()).toBeVisible();
    await expect(this.table.getByRole('row').filter({ hasText: input.title })).toBeVisible();
  }
}
