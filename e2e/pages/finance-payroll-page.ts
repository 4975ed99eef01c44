import { readFile } from 'node:fs/promises';
import { formatPeriod } from '@kopkar/domain';
import { type Download, expect, type Locator, type Page } from '@playwright/test';

/**
 * /admin/payroll (FINANCE): pick a period, download its deduction instruction for HR, preview what posting does, post
 * it once (without HR's file; with it, PayrollActualSection), download its report.
 */
export class FinancePayrollPage {
  readonly main: Locator;
  readonly period: Locator;
  /** "Instruksi Potongan Gaji": the period's instruction for HR, shown until the period is posted. */
  readonly instruction: Locator;
  readonly failedList: Locator;
  readonly previewButton: Locator;
  readonly postButton: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.period = this.main.getByRole('textbox', { name: 'Periode' });
    this.instruction = this.main.getByRole('region', { name: 'Instruksi Potongan Gaji' });
    this.failedList = this.main.getByRole('textbox', { name: /^Potongan gagal/ });
    this.previewButton = this.main.getByRole('button', { name: 'Pratinjau', exact: true });
    this.postButton = this.main.getByRole('button', { name: 'Posting', exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/payroll');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Posting Payroll' })).toBeVisible();
  }

  /**
   * Previews `period` (YYYY-MM, as the month field takes it) and returns the summary card ("Pratinjau", or "Sudah
   * diposting"), which names the month as people read it (Oktober 2026).
   */
  async preview(period: string, title: 'Pratinjau' | 'Sudah diposting' = 'Pratinjau'): Promise<Locator> {
    await this.period.fill(period);
    await this.previewButton.click();
    const summary = this.main.getByRole('region', { name: title, exact: true });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(formatPeriod(period));
    return summary;
  }

  /** The value next to a label of the summary's fact list. */
  fact(summary: Locator, label: string): Locator {
    return summary.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  }

  /** Posts the previewed period through the confirmation and waits for the server's answer. */
  async post(period: string): Promise<void> {
    await this.postButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Posting payroll' });
    await expect(dialog).toContainText(`Posting payroll ${formatPeriod(period)}?`);
    await dialog.getByRole('button', { name: 'Ya, posting' }).click();
    await expect(
      this.main.getByRole('alert').filter({ hasText: 'Payroll berhasil diposting' }),
    ).toBeVisible();
  }

  /** Downloads the picked period's instruction for HR as CSV or Excel (the first read after the cut-off freezes it). */
  async downloadInstruction(format: 'CSV' | 'Excel'): Promise<Download> {
    const downloading = this.page.waitForEvent('download');
    await this.instruction.getByRole('button', { name: `Unduh ${format} instruksi potongan gaji` }).click();
    return downloading;
  }

  /** The item of `period` in "Periode yang sudah diposting" (none while it is not posted). */
  postedPeriod(period: string): Locator {
    return this.main
      .getByRole('region', { name: 'Periode yang sudah diposting' })
      .getByRole('listitem')
      .filter({ hasText: formatPeriod(period) });
  }

  /** Downloads the reconciliation CSV of a posted period from the list and returns its text. */
  async downloadReport(period: string): Promise<string> {
    const item = this.postedPeriod(period);
    const downloading = this.page.waitForEvent('download');
    await item.getByRole('button', { name: 'Unduh CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`payroll-${period}.csv`);
    return readFile(await download.path(), 'utf8');
  }
}
