import { expect, type Locator, type Page } from '@playwright/test';

/** The site header (and, on narrow screens, the drawer that mirrors it). */
export class Header {
  readonly loginButton: Locator;
  readonly logoutQuestion: Locator;

  constructor(private readonly page: Page) {
    this.loginButton = page
      .getByRole('banner')
      .getByRole('link', { name: 'MASUK' })
      .or(page.getByRole('banner').getByRole('button', { name: 'MASUK' }));
    this.logoutQuestion = page.getByRole('dialog').getByText('Apakah yakin ingin logout ?');
  }

  /** Starts the logout and stops at the confirmation question (SPEC §2 Account). */
  async requestLogout(): Promise<void> {
    await this.openMenuIfCollapsed();
    await this.page
      .getByRole('button', { name: /logout/i })
      .or(this.page.getByRole('menuitem', { name: /logout/i }))
      .first()
      .click();
    await expect(this.logoutQuestion).toBeVisible();
  }

  /** Answers the logout question with yes. */
  async confirmLogout(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
  }

  async logout(): Promise<void> {
    await this.requestLogout();
    await this.confirmLogout();
  }

  private async openMenuIfCollapsed(): Promise<void> {
    const account = this.page.getByRole('banner').getByRole('button', { name: /akun|account|menu/i });
    if (await account.first().isVisible()) await account.first().click();
  }
}
