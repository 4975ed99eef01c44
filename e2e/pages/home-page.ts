import { expect, type Locator, type Page } from '@playwright/test';
import { type LoanBalanceFigures, readLoanBalance } from './loan-balance';

/** /home: the member's balance summary and loan history (docs/product/screens.md Home). */
export class HomePage {
  readonly balanceSummary: Locator;
  readonly history: Locator;
  readonly noLoanPanel: Locator;
  readonly updateContactForm: Locator;

  constructor(private readonly page: Page) {
    this.balanceSummary = page.getByRole('region', { name: 'Saldo Pinjaman' });
    this.history = page.getByRole('region', { name: 'Riwayat Pinjaman' });
    this.noLoanPanel = page.getByRole('region', { name: /Butuh dana\?|Belum ada pengajuan/ });
    this.updateContactForm = page.getByRole('region', { name: 'Lengkapi data Anda' });
  }

  /** Opens /home and waits until the balance summary has replaced its loading skeleton. */
  async open(): Promise<void> {
    await this.page.goto('/home');
    await expect(this.balanceSummary).toBeVisible();
  }

  /** The balance summary's three figures ("Pinjaman saat ini", "Pokok terbayar", "Sisa pokok"), whole Rupiah. */
  async readBalance(): Promise<LoanBalanceFigures> {
    return readLoanBalance(this.balanceSummary, 'Pinjaman saat ini');
  }

  /** The history card showing `text` (purpose, amount, approval number or status label). */
  loanCard(text: string | RegExp): Locator {
    return this.history.getByRole('article').filter({ hasText: text });
  }

  /** Opens the 'Status Pengajuan' dialog of a card and waits for the stepper's applicant step. */
  async openStatus(card: Locator): Promise<Locator> {
    await card.getByRole('button', { name: 'Status' }).click();
    const dialog = this.page.getByRole('dialog', { name: /^Status Pengajuan/ });
    await expect(dialog.getByText('Pemohon', { exact: true })).toBeVisible();
    return dialog;
  }
}
