import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/settings: one input and one 'Simpan' per setting. */
export class AdminSettingsPage {
  readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/settings');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
    await expect(this.main.getByRole('region', { name: 'Pencairan' })).toBeVisible();
  }

  field(label: string): Locator {
    return this.main.getByRole('textbox', { name: label, exact: true });
  }

  /** Types a value, saves that one key, waits for the toast naming it. */
  async save(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
    await this.main.getByRole('button', { name: `Simpan ${label}` }).click();
    await expect(this.page.getByText(`Pengaturan disimpan: ${label}`)).toBeVisible();
  }
}
