import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/form-pengajuan (ADMIN): the blank Form Pengajuan members download at step 3 of the loan form. */
export class AdminFormTemplatePage {
  readonly main: Locator;
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Form Pengajuan' });
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/form-pengajuan');
    await expect(this.heading).toBeVisible();
  }

  /** Chooses the PDF through the file picker; the upload starts at once and the server confirms it. */
  async upload(path: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.main.getByRole('button', { name: 'Unggah Form Pengajuan' }).click();
    await (await chooser).setFiles(path);
    await expect(this.page.getByText('Form Pengajuan diunggah').first()).toBeVisible();
    await expect(this.main.getByRole('button', { name: 'Unduh Form Pengajuan saat ini' })).toBeVisible();
  }

  /** What the member's step 3 link gives: the downloaded file's bytes. */
  static async downloadFrom(page: Page, button: Locator): Promise<Buffer> {
    const download = page.waitForEvent('download');
    await button.click();
    return readFile(await (await download).path());
  }
}
