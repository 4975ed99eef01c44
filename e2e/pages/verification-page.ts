import { expect, type Locator, type Page } from '@playwright/test';

/** /verifikasi/:code, public: the confirmation of an issued document, or 'Dokumen tidak ditemukan'. */
export class VerificationPage {
  readonly main: Locator;
  readonly confirmation: Locator;
  readonly details: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.confirmation = this.main.getByRole('status').filter({ hasText: 'Dokumen asli' });
    this.details = this.main.getByRole('table', { name: 'Rincian dokumen' });
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await expect(this.main.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** The value the confirmation lists under `label` (Nomor dokumen, Atas nama, Jumlah pinjaman…). */
  value(label: string): Locator {
    return this.details
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) })
      .getByRole('cell');
  }

  /** Every label the confirmation lists, in order. */
  labels(): Promise<string[]> {
    return this.details.getByRole('rowheader').allTextContents();
  }
}
