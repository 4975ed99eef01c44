import { expect, type Page } from '@playwright/test';

/** The back-office frame: the app bar's logout with its confirmation. */
export class AdminLayout {
  constructor(private readonly page: Page) {}

  async logout(): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Logout' });
    await expect(dialog).toContainText('Apakah yakin ingin logout ?');
    // Logout reloads the page at /admin/login (dropping every cached reply), but the cleared session may route
    // there client-side first: wait for the reload's own document, or the next goto races that navigation.
    const reloaded = this.page.waitForResponse(
      (response) => response.request().isNavigationRequest() && /\/admin\/login$/.test(response.url()),
    );
    await dialog.getByRole('button', { name: 'Ya' }).click();
    await reloaded;
    await this.page.waitForLoadState('load');
    await expect(this.page).toHaveURL(/\/admin\/login$/);
  }

  /**
   * Follows a side-menu link; on phones the menu is a drawer behind 'Buka menu'. Waits for the frame to show one
   * or the other first: right after sign-in neither may be drawn yet.
   */
  async openMenuItem(name: string): Promise<void> {
    const menuButton = this.page.getByRole('button', { name: 'Buka menu' });
    const link = this.page.getByRole('link', { name });
    await expect(menuButton.or(link).first()).toBeVisible();
    if (await menuButton.isVisible()) await menuButton.click();
    await link.click();
  }

  /** Waits for the success toast with the server's message. */
  async expectToast(text: string | RegExp): Promise<void> {
    await expect(this.page.getByText(text).first()).toBeVisible();
  }
}
