import { expect, type Locator, type Page } from '@playwright/test';

/** /poins and /history-point (docs/product/screens.md Points): balance, offers, redeeming, coupons and the ledger. */
export class PointsPage {
  readonly heading: Locator;
  readonly balance: Locator;
  readonly offers: Locator;
  readonly coupons: Locator;
  readonly ledger: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Poin' });
    this.balance = page.getByRole('region', { name: 'Saldo poin' });
    this.offers = page.getByRole('list', { name: 'Penawaran poin' });
    this.coupons = page.getByRole('list', { name: 'Kupon yang ditukar' });
    this.ledger = page.getByRole('list', { name: 'Mutasi poin' });
  }

  async open(): Promise<void> {
    await this.page.goto('/poins');
    await expect(this.heading).toBeVisible();
    await expect(this.offers).toBeVisible();
  }

  offer(title: string): Locator {
    return this.offers.getByRole('article').filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  redeemButton(title: string): Locator {
    return this.offer(title).getByRole('button', { name: `Redeem ${title}` });
  }

  /** Redeem, the confirmation, and the success popup; resolves with the popup's text. */
  async redeem(title: string, value: string): Promise<string> {
    await this.redeemButton(title).click();
    const confirm = this.page.getByRole('dialog', { name: 'Konfirmasi Penukaran' });
    await expect(confirm).toContainText(`Tukar ${value} poin dengan ${title}?`);
    await confirm.getByRole('button', { name: 'Tukar' }).click();
    const done = this.page.getByRole('dialog', { name: 'Berhasil!' });
    await expect(done).toBeVisible();
    const text = (await done.textContent()) ?? '';
    await done.getByRole('button').click();
    await expect(done).toBeHidden();
    return text;
  }

  async openHistory(): Promise<void> {
    await this.balance.getByRole('link', { name: 'Riwayat Poin' }).click();
    await expect(this.page).toHaveURL('/history-point');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Riwayat Poin' })).toBeVisible();
  }
}
