import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/audit-log: filters, the entries table and the before/after dialog. */
export class AdminAuditLogPage {
  readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/audit-log');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Log Audit' })).toBeVisible();
    await expect(this.main.getByRole('table', { name: 'Catatan audit' })).toBeVisible();
  }

  /** Filters on one entity (its Indonesian name in the select). */
  async filterEntity(label: string): Promise<void> {
    await this.main.getByRole('combobox', { name: 'Entitas' }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await this.main.getByRole('button', { name: 'Terapkan filter' }).click();
  }

  /** Filters on one action (its Indonesian name in the select). */
  async filterAction(label: string): Promise<void> {
    await this.main.getByRole('combobox', { name: 'Aksi' }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await this.main.getByRole('button', { name: 'Terapkan filter' }).click();
  }

  /** The Indonesian names the entity filter offers. */
  async entityOptions(): Promise<string[]> {
    await this.main.getByRole('combobox', { name: 'Entitas' }).click();
    const names = await this.page.getByRole('option').allTextContents();
    await this.page.keyboard.press('Escape');
    return names;
  }

  /** The rows whose action is `action` (its Indonesian name), newest first. */
  row(action: string): Locator {
    return this.main
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: action, exact: true }) });
  }

  /** Opens the `index`-th newest entry of `action` in its dialog and returns the dialog. */
  async open(action: string, index = 0): Promise<Locator> {
    await this.row(action)
      .nth(index)
      .getByRole('button', { name: /^Lihat detail/ })
      .click();
    const dialog = this.page.getByRole('dialog', { name: /^Log audit #\d+$/ });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Closes an entry's dialog and waits until it is gone. */
  async close(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }
}
