import { expect, type Locator, type Page } from '@playwright/test';

/** /simpanan: balances, the chart, the sukarela forms, the request statuses and the history. */
export class SimpananPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly balances: Locator;
  readonly chart: Locator;
  readonly requests: Locator;
  readonly monthlyPlan: Locator;
  readonly history: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Simpanan' });
    this.balances = this.main.getByRole('region', { name: 'Total Simpanan', exact: true });
    this.chart = this.main.getByRole('img', { name: /Grafik total simpanan/ });
    this.requests = this.main.getByRole('region', { name: 'Status Setoran dan Penarikan' });
    this.monthlyPlan = this.main.getByRole('region', { name: 'Simpanan Sukarela Bulanan' });
    this.history = this.main.getByRole('region', { name: 'Riwayat Mutasi' });
  }

  async open(): Promise<void> {
    await this.page.goto('/simpanan');
    await expect(this.heading).toBeVisible();
    await expect(this.main.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** The figure of one balance card ("Simpanan Sukarela") or of the total. */
  figure(label: 'Total Simpanan' | 'Simpanan Pokok' | 'Simpanan Wajib' | 'Simpanan Sukarela'): Locator {
    if (label === 'Total Simpanan') return this.balances.getByRole('paragraph').first();
    return this.balances.getByRole('heading', { name: label }).locator('xpath=following-sibling::p[1]');
  }

  /** Setor: the amount, the proof photo, the confirmation; waits for the server's message. */
  async deposit(amount: string, proofPath: string): Promise<void> {
    await this.main.getByRole('tab', { name: 'Setor' }).click();
    await this.main.getByRole('textbox', { name: /Jumlah setoran/ }).fill(amount);
    await this.main.getByLabel('Bukti transfer (gambar atau PDF)').setInputFiles(proofPath);
    await expect(this.main.getByRole('img', { name: 'Pratinjau bukti transfer' })).toBeVisible();
    await this.main.getByRole('button', { name: 'Kirim Setoran' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Kirim setoran' });
    await dialog.getByRole('button', { name: 'Ya, kirim' }).click();
    await expect(
      this.page.getByText('Setoran berhasil dikirim dan menunggu konfirmasi petugas').first(),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  /** Tarik: the amount and the confirmation; waits for the server's message. */
  async withdraw(amount: string): Promise<void> {
    await this.main.getByRole('tab', { name: 'Tarik' }).click();
    await this.main.getByRole('textbox', { name: /Jumlah penarikan/ }).fill(amount);
    await this.main.getByRole('button', { name: 'Ajukan Penarikan' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Ajukan penarikan' });
    await dialog.getByRole('button', { name: 'Ya, ajukan' }).click();
    await expect(this.page.getByText('Pengajuan penarikan berhasil dikirim').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  /** Simpanan Sukarela Bulanan: the monthly amount and the confirmation naming its period; waits for the message. */
  async setMonthlyPlan(amount: string): Promise<void> {
    await this.openMonthlyPlanForm();
    await this.monthlyPlan.getByRole('textbox', { name: /Jumlah per bulan/ }).fill(amount);
    await this.monthlyPlan.getByRole('button', { name: 'Simpan' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Atur simpanan sukarela bulanan' });
    await expect(dialog).toContainText(/dipotong dari gaji mulai periode \w+ \d{4}/);
    await dialog.getByRole('button', { name: 'Ya, simpan' }).click();
    await expect(
      this.page.getByText(/^Simpanan sukarela bulanan Rp [\d.]+ berlaku mulai periode/).first(),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  /** "Atur potongan" opens the form (loaded then), unless it is open already. */
  async openMonthlyPlanForm(): Promise<void> {
    const open = this.monthlyPlan.getByRole('button', { name: 'Atur potongan' });
    const amount = this.monthlyPlan.getByRole('textbox', { name: /Jumlah per bulan/ });
    await expect(open.or(amount)).toBeVisible();
    if (await open.isVisible()) await open.click();
    await expect(amount).toBeVisible();
  }

  /** Hentikan: stops the monthly deduction from the first open period; waits for the server's message. */
  async stopMonthlyPlan(): Promise<void> {
    await this.openMonthlyPlanForm();
    await this.monthlyPlan.getByRole('button', { name: 'Hentikan' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Hentikan simpanan sukarela bulanan' });
    await dialog.getByRole('button', { name: 'Ya, hentikan' }).click();
    await expect(
      this.page.getByText(/^Simpanan sukarela bulanan dihentikan mulai periode/).first(),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  /** The history's movements of the kind shown: cards on a phone (below 600 px), table rows from there. */
  historyEntries(): Locator {
    return this.history
      .getByRole('listitem')
      .or(this.history.getByRole('row').filter({ hasNot: this.page.getByRole('columnheader') }));
  }

  /** One movement of the history by its text, card or table row. */
  historyEntry(text: string): Locator {
    return this.historyEntries().filter({ hasText: text });
  }

  /** Picks a kind in the history. */
  async showHistoryOf(kind: 'Simpanan Pokok' | 'Simpanan Wajib' | 'Simpanan Sukarela'): Promise<void> {
    await this.history.getByRole('tab', { name: kind }).click();
    await expect(this.history.locator('[aria-busy="true"]')).toHaveCount(0);
  }
}
