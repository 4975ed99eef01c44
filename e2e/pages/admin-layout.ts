import { expect, type Page } from '@playwright/test';

/** The back-office frame: the app bar's logout with its confirmation. */
export class AdminLayout {
  constructor(private readonly page: Page) {}

  async logout(): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Logout' });
    await expect(dialog).toContainText('Apakah yakin ingin logout ?');
    await dialog.getByRole('button', { name: 'Ya' }).click();
    await expect(this.page).toHaveURL(/\/admin\/login$/);
  }

  /** Waits for the success toast with the server's message. */
  async expectToast(text: string | RegExp): Promise<void> {
    await expect(this.page.getByText(text).first()).toBeVisible();
  }
}
