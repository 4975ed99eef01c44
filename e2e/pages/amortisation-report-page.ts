import { expect, type Locator, type Page } from '@playwright/test';
import { type LoanBalanceFigures, readLoanBalance, readRupiah } from './loan-balance';

/** /report-amortisasi/:AgreementNo: loan facts, the schedule (table or cards) and the settlement button. */
export class AmortisationReportPage {
  readonly heading: Locator;
  readonly schedule: Locator;
  readonly balance: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Jadwal Angsuran' });
    this.balance = page.getByRole('region', { name: 'Saldo Pinjaman' });
    this.schedule = page
      .getByRole('table', { name: 'Jadwal angsuran' })
      .or(page.getByRole('list', { name: 'Jadwal angsuran' }));
  }

  async open(agreementNo: string): Promise<void> {
    await this.page.goto(`/report-amortisasi/${encodeURIComponent(agreementNo)}`);
    await expect(this.heading).toBeVisible();
    await expect(this.schedule).toBeVisible();
  }

  /** One row of the schedule: a card on phones ("Angsuran n · date"), a table row (number in a cell) on desktop. */
  scheduleRow(number: number): Locator {
    return this.schedule
      .getByRole('listitem')
      .filter({ hasText: `Angsuran ${number} ·` })
      .or(
        this.schedule
          .getByRole('row')
          .filter({ has: this.page.getByRole('cell', { name: String(number), exact: true }) }),
      );
  }

  /** The loan's balance figures ("Jumlah pinjaman", "Pokok terbayar", "Sisa pokok"), whole Rupiah. */
  async readBalance(): Promise<LoanBalanceFigures> {
    return readLoanBalance(this.balance, 'Jumlah pinjaman');
  }

  /**
   * The "Sisa Pokok" column of the last PAID row of the desktop table (the opening row's when none is paid yet),
   * whole Rupiah. Call at desktop width.
   */
  async readOutstandingAfterLastPaidRow(): Promise<number> {
    const table = this.page.getByRole('table', { name: 'Jadwal angsuran' });
    const paid = table
      .getByRole('row')
      .filter({ hasText: /PAID|PROSES/ })
      .filter({ hasNotText: 'UNPAID' });
    return readRupiah(await paid.last().getByRole('cell').nth(5).textContent());
  }

  /** The settlement action button, found by its label for the current status. */
  settlementButton(label: string): Locator {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  /** The settlement action button whatever its status's label (docs/product/screens.md; hidden only once settled, PAI). */
  get anySettlementButton(): Locator {
    return this.page.getByRole('button', {
      name: /^(Ajukan Pelunasan|Dalam Pengecekan Admin|Upload Bukti Transfer|Menunggu ApprovAL)$/,
    });
  }

  /** Opens the PELUNASAN dialog from the settlement button. */
  async openSettlementDialog(label: string): Promise<Locator> {
    await this.settlementButton(label).click();
    const dialog = this.page.getByRole('dialog', { name: 'PELUNASAN' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
