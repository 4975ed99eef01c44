import { expect, type Locator, type Page } from '@playwright/test';

/** /account/keluar: the clearance quote, the request form with its confirmation, and the request's status. */
export class KeluarPage {
  readonly heading: Locator;
  readonly quote: Locator;
  readonly status: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Keluar dari Koperasi', level: 1 });
    this.quote = page.getByRole('region', { name: 'Perhitungan Keluar' });
    this.status = page
      .getByRole('alert')
      .filter({ hasText: 'Menunggu persetujuan' })
      .filter({ has: page.getByRole('button', { name: 'Batalkan Pengajuan' }) });
  }

  async open(): Promise<void> {
    await this.page.goto('/account/keluar');
    await expect(this.heading).toBeVisible();
    await expect(this.quote).toBeVisible();
  }

  /** The amount on a line of the quote (a savings kind, a loan, a total), by the line's label. */
  line(label: string | RegExp): Locator {
    return this.quote.getByRole('row', { name: label });
  }

  /** Ticks the acknowledgement, presses the button and confirms in the dialog. */
  async ask(): Promise<void> {
    await this.page.getByRole('checkbox', { name: /Saya memahami/ }).check();
    await this.page.getByRole('button', { name: 'Ajukan Keluar dari Koperasi' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Ajukan keluar dari koperasi?' });
    await expect(dialog).toContainText('tidak dapat dibatalkan');
    await dialog.getByRole('button', { name: 'Ya, Ajukan' }).click();
    await expect(this.status).toBeVisible();
  }
}
