import { expect, type Locator, type Page } from '@playwright/test';

/** /shu: this year's estimate, then one card per posted year with both parts, the computation in words and the slip. */
export class ShuPage {
  readonly main: Locator;
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Sisa Hasil Usaha (SHU)' });
  }

  async open(): Promise<void> {
    await this.page.goto('/shu');
    await expect(this.heading).toBeVisible();
    await expect(this.main.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** This year's SHU so far, named an estimate (absent while the year has no surplus). */
  estimate(year: number): Locator {
    return this.main.getByRole('region', { name: `Perkiraan SHU tahun ${year} (sementara)` });
  }

  year(year: number): Locator {
    return this.main.getByRole('article', { name: `SHU Tahun Buku ${year}` });
  }
}
