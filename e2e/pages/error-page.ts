import { expect, type Locator, type Page } from '@playwright/test';

/** /error (docs/product/screens.md): what went wrong and the way back home. */
export class ErrorPage {
  readonly heading: Locator;
  readonly homeLink: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Terjadi Kesalahan' });
    this.homeLink = page.getByRole('main').getByRole('link', { name: 'Kembali ke Beranda' });
  }

  async open(): Promise<void> {
    await this.page.goto('/error');
    await expect(this.heading).toBeVisible();
  }

  async goHome(): Promise<void> {
    await this.homeLink.click();
  }
}
