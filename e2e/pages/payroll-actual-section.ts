import { formatPeriod } from '@kopkar/domain';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * "Impor Potongan Aktual dari HR" on /admin/payroll (FinancePayrollPage), for the period picked there: HR's file of
 * what each employee's salary actually gave ('Pilih file'), its preview against the frozen instruction (figures, the
 * outcomes table, the employees whose deduction differs), the posting with its confirmation, and a bad file's
 * problems line by line.
 */
export class PayrollActualSection {
  readonly region: Locator;
  readonly previewButton: Locator;
  readonly postButton: Locator;
  /** "Hasil pencocokan per jenis": one row per outcome (Sesuai instruksi, Dipotong sebagian, …). */
  readonly outcomes: Locator;
  /** "Karyawan yang potongannya berbeda": one row per employee, the NIK as the row's header. */
  readonly exceptions: Locator;
  /** The server's refusal of a bad file: its message and, below it, the list of problems. */
  readonly error: Locator;
  readonly problems: Locator;

  constructor(private readonly page: Page) {
    this.region = page.getByRole('main').getByRole('region', { name: 'Impor Potongan Aktual dari HR' });
    this.previewButton = this.region.getByRole('button', { name: 'Pratinjau file HR' });
    this.postButton = this.region.getByRole('button', { name: 'Posting file HR' });
    this.outcomes = this.region.getByRole('table', { name: 'Hasil pencocokan per jenis' });
    this.exceptions = this.region.getByRole('table', { name: 'Karyawan yang potongannya berbeda' });
    this.error = this.region.getByRole('alert').filter({ hasText: 'File potongan tidak dapat diimpor' });
    this.problems = this.error.getByRole('list', { name: 'Masalah pada file potongan' });
  }

  /** Chooses HR's file (the button opens the hidden file input) and waits until its name is read out. */
  async choose(file: { name: string; csv: string }): Promise<void> {
    await this.page.getByTestId('payroll-actual-file').setInputFiles({
      name: file.name,
      mimeType: 'text/csv',
      buffer: Buffer.from(file.csv, 'utf8'),
    });
    await expect(this.region.getByRole('status')).toContainText(file.name);
  }

  /** 'Pratinjau file HR', then waits for the report (`'report'`) or for the server's refusal (`'refused'`). */
  async preview(expecting: 'report' | 'refused' = 'report'): Promise<void> {
    await this.previewButton.click();
    await expect(expecting === 'report' ? this.outcomes : this.error).toBeVisible();
  }

  /** The value next to a label of the report's figures (Diinstruksikan, Dipotong, Kekurangan (tunggakan), …). */
  fact(label: string): Locator {
    return this.region.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  }

  /** A row of the outcomes table by its label (ACTUAL_OUTCOME_LABELS). */
  outcome(label: string): Locator {
    return this.outcomes
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }

  /** How many employees an outcome counts (its "Karyawan" cell). */
  outcomeCount(label: string): Locator {
    return this.outcome(label).getByRole('cell').first();
  }

  /** The exceptions table's row of an employee. */
  exception(nik: string): Locator {
    return this.exceptions
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: nik, exact: true }) });
  }

  /** 'Posting file HR' → "Posting potongan aktual <Bulan YYYY>?" → 'Ya, posting', then the server's message. */
  async post(period: string): Promise<void> {
    await this.postButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Posting potongan aktual' });
    await expect(dialog).toContainText(`Posting potongan aktual ${formatPeriod(period)}?`);
    await dialog.getByRole('button', { name: 'Ya, posting' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      this.region.getByRole('alert').filter({ hasText: 'Potongan aktual diposting' }),
    ).toBeVisible();
  }
}
