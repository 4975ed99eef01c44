import { expect, type Locator, type Page } from '@playwright/test';

export type TransferInput = { amount: number; receivedOn: string; reference: string; note?: string };

/**
 * "Transfer dari perusahaan" on /admin/payroll (FinancePayrollPage) for a posted period: its figures, the transfers
 * received, and FINANCE's "Catat transfer" form with its confirmation.
 */
export class EmployerTransferSection {
  readonly region: Locator;
  readonly form: Locator;
  readonly received: Locator;

  constructor(private readonly page: Page) {
    this.region = page.getByRole('main').getByRole('region', { name: 'Transfer dari perusahaan' });
    this.form = this.region.getByRole('form', { name: 'Catat transfer' });
    this.received = this.region.getByRole('region', { name: 'Transfer diterima' });
  }

  /** The value next to a label of the section's figures (Total dipotong, Sudah diterima, Sisa). */
  figure(label: string): Locator {
    return this.region.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  }

  /** A figure read as whole Rupiah (`Rp 1.250.000` → 1250000). */
  async amountOf(label: string): Promise<number> {
    const text = (await this.figure(label).textContent()) ?? '';
    return Number(text.replace(/\D/g, ''));
  }

  /** Fills "Catat transfer", confirms it and waits for the server's message. */
  async record(transfer: TransferInput, message: string | RegExp): Promise<void> {
    await this.form.getByRole('textbox', { name: 'Jumlah (Rp)' }).fill(String(transfer.amount));
    await this.form.getByLabel('Tanggal diterima').fill(transfer.receivedOn);
    await this.form.getByRole('textbox', { name: 'Referensi bank' }).fill(transfer.reference);
    if (transfer.note) await this.form.getByRole('textbox', { name: 'Catatan' }).fill(transfer.note);
    await this.form.getByRole('button', { name: 'Catat transfer' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Catat transfer' });
    await expect(dialog).toContainText(transfer.reference);
    await dialog.getByRole('button', { name: 'Ya, catat' }).click();
    await expect(this.page.getByText(message)).toBeVisible();
    await expect(dialog).toBeHidden();
  }
}
