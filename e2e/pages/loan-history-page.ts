import { expect, type Locator, type Page } from '@playwright/test';

/** /history-pinjaman/:nik: a table on desktop, the same rows as cards on phones (docs/product/screens.md Loan history page). */
export class LoanHistoryPage {
  readonly heading: Locator;
  readonly rows: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Riwayat Pinjaman' });
    this.rows = page
      .getByRole('table', { name: 'Riwayat pinjaman' })
      .or(page.getByRole('list', { name: 'Riwayat pinjaman' }));
  }

  async open(nik: string): Promise<void> {
    await this.page.goto(`/history-pinjaman/${nik}`);
    await expect(this.heading).toBeVisible();
  }

  /** Opens the detail dialog of the row with this approval number. */
  async openDetail(approvalNo: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Detail ${approvalNo}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Detail Pinjaman' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
