import { formatPeriod } from '@kopkar/domain';
import { expect, type Locator, type Page } from '@playwright/test';

/** /potongan-gaji: the coming period's salary deduction line by line, then the previous periods. */
export class PotonganGajiPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly coming: Locator;
  readonly previous: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Potongan Gaji' });
    this.coming = this.main.getByRole('region', { name: /^Potongan periode / });
    this.previous = this.main.getByRole('region', { name: 'Periode sebelumnya' });
  }

  async open(): Promise<void> {
    await this.page.goto('/potongan-gaji');
    await expect(this.heading).toBeVisible();
    await expect(this.main.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** The amount beside a line of the coming period whose description starts with `label`. */
  amountOf(label: string): Locator {
    return this.coming
      .getByRole('term')
      .filter({ hasText: label })
      .first()
      .locator('xpath=following-sibling::dd[1]');
  }

  /** A posted period among "Periode sebelumnya" (`YYYY-MM`; its card is named as people read it: Juni 2026). */
  pastPeriod(period: string): Locator {
    return this.previous.getByRole('article', { name: formatPeriod(period), exact: true });
  }

  get total(): Locator {
    return this.amountOf('Total potongan gaji');
  }
}
