import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/resignations (FINANCE): the queue, one request's recomputed clearance, approve or refuse. */
export class AdminResignationPage {
  readonly heading: Locator;
  readonly detail: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Pengunduran Diri', level: 1 });
    this.detail = page.getByRole('region').filter({ has: page.locator('#detail-title') });
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/resignations');
    await expect(this.heading).toBeVisible();
  }

  async inspect(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Periksa ${name}` }).click();
    await expect(this.page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }

  /** Approves the open request through its confirmation and returns the result shown in its place. */
  async approve(name: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Setujui dan Tutup Keanggotaan' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Setujui pengunduran diri · ${name}` });
    await dialog.getByRole('button', { name: 'Setujui', exact: true }).click();
    const result = this.page.getByRole('status').filter({ hasText: `Keanggotaan ${name} ditutup` });
    await expect(result).toBeVisible();
    return result;
  }
}
