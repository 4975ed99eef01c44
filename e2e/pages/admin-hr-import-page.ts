import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/hr-import: choose a CSV, 'Pratinjau', 'Terapkan' with its confirmation. */
export class AdminHrImportPage {
  readonly main: Locator;
  readonly previewButton: Locator;
  readonly applyButton: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.previewButton = this.main.getByRole('button', { name: 'Pratinjau' });
    this.applyButton = this.main.getByRole('button', { name: 'Terapkan' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/hr-import');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Impor HR' })).toBeVisible();
  }

  /** Chooses a CSV file made of `content` (the hidden file input behind 'Pilih file CSV'). */
  async chooseFile(name: string, content: string): Promise<void> {
    await this.page.getByTestId('hr-import-file').setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(content, 'utf8'),
    });
    await expect(this.main.getByText(new RegExp(`^${name.replace('.', '\\.')} \\(`))).toBeVisible();
  }

  /** The rows table of the latest preview or apply. */
  get rows(): Locator {
    return this.main.getByRole('table', { name: 'Baris impor' }).getByRole('row');
  }

  async preview(): Promise<void> {
    await this.previewButton.click();
    await expect(this.main.getByRole('region', { name: 'Hasil pratinjau' })).toBeVisible();
  }

  /** Confirms 'Terapkan' and returns the result's message ('Impor selesai: …'). */
  async apply(): Promise<string> {
    await this.applyButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Terapkan impor' });
    await dialog.getByRole('button', { name: 'Terapkan' }).click();
    const result = this.main.getByRole('region', { name: 'Hasil impor' });
    await expect(result).toBeVisible();
    return (await result.getByRole('alert').innerText()).trim();
  }
}
