import { expect, type Locator, type Page } from '@playwright/test';

/** /home: the member's balance summary and loan history (SPEC §2 Home). */
export class HomePage {
  readonly balanceSummary: Locator;

  constructor(private readonly page: Page) {
    this.balanceSummary = page.getByRole('region', { name: 'Saldo Pinjaman' });
  }

  /** Opens /home and waits until the balance summary has replaced its loading skeleton. */
  async open(): Promise<void> {
    await this.page.goto('/home');
    await expect(this.balanceSummary).toBeVisible();
  }
}
