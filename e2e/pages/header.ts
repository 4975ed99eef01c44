import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The site header. Below the `md` breakpoint its links, MASUK and the account actions move into the
 * navigation drawer ('Buka menu navigasi'), so every method works at both widths.
 */
export class Header {
  readonly logoutQuestion: Locator;
  private readonly banner: Locator;
  private readonly menuButton: Locator;
  private readonly drawer: Locator;

  constructor(private readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.menuButton = this.banner.getByRole('button', { name: 'Buka menu navigasi' });
    this.drawer = page.getByRole('navigation', { name: 'Navigasi seluler' });
    this.logoutQuestion = page.getByRole('dialog').getByText('Apakah yakin ingin logout ?');
  }

  /** The MASUK button, opening the drawer first when the header is collapsed. */
  async revealLoginButton(): Promise<Locator> {
    const scope = await this.openNavigation();
    const button = scope.getByRole('link', { name: 'MASUK' });
    await expect(button).toBeVisible();
    return button;
  }

  async goToLogin(): Promise<void> {
    await (await this.revealLoginButton()).click();
    await expect(this.page).toHaveURL('/login');
  }

  /** Starts the logout of `memberName` and stops at the confirmation question (docs/product/screens.md Account). */
  async requestLogout(memberName: string): Promise<void> {
    if (await this.isCollapsed()) {
      await this.menuButton.click();
      await this.drawer.getByRole('button', { name: 'Logout' }).click();
    } else {
      await this.banner.getByRole('button', { name: memberName }).click();
      await this.page.getByRole('menuitem', { name: 'Logout' }).click();
    }
    await expect(this.logoutQuestion).toBeVisible();
  }

  /**
   * Ya, then the whole page loading again at `/` (lib/logout.ts). The guard's own redirect to `/` can change the URL
   * before that reload, so the URL alone does not say the old page is gone.
   */
  async confirmLogout(): Promise<void> {
    const reloaded = this.page.waitForEvent('load');
    await this.page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await reloaded;
  }

  async cancelLogout(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();
    await expect(this.logoutQuestion).toBeHidden();
  }

  private async isCollapsed(): Promise<boolean> {
    await expect(this.banner).toBeVisible();
    return this.menuButton.isVisible();
  }

  private async openNavigation(): Promise<Locator> {
    if (!(await this.isCollapsed())) return this.banner;
    await this.menuButton.click();
    await expect(this.drawer).toBeVisible();
    return this.drawer;
  }
}
