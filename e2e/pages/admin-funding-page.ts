import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/funding and /admin/funding/:id: the queue, the preview and 'Cairkan'. */
export class AdminFundingPage {
  readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async openFromQueue(approvalNo: string): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1, name: 'Pencairan' })).toBeVisible();
    await this.main.getByRole('link', { name: approvalNo }).click();
    await expect(this.main.getByRole('heading', { level: 1, name: 'Pencairan pinjaman' })).toBeVisible();
    await expect(this.main.getByText('Total pencairan')).toBeVisible();
  }

  /** The 'Penerima' section: member, NIK, application and payroll account of the disbursement. */
  get payee(): Locator {
    return this.main.getByRole('region', { name: 'Penerima' });
  }

  get fundButton(): Locator {
    return this.main.getByRole('button', { name: 'Cairkan' });
  }

  /** Presses Cairkan and returns the confirmation dialog, not yet answered. */
  async askToFund(): Promise<Locator> {
    await this.fundButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Konfirmasi pencairan' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Presses Cairkan, checks the confirmation names `totalText`, confirms; returns the AgreementNo shown. */
  async fund(totalText: string): Promise<string> {
    await this.main.getByRole('button', { name: 'Cairkan' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Konfirmasi pencairan' });
    await expect(dialog).toContainText(totalText);
    await dialog.getByRole('button', { name: 'Ya, cairkan' }).click();
    const done = this.main.getByRole('alert').filter({ hasText: 'No. Perjanjian' });
    await expect(done).toBeVisible();
    return (await done.locator('strong').textContent()) ?? '';
  }
}
