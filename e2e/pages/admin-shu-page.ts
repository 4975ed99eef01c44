import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/shu (ADMIN): the year, the proposal from the books, the RAT decision, the preview, posting and the CSV. */
export class AdminShuPage {
  readonly main: Locator;
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'SHU Tahunan' });
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/shu');
    await expect(this.heading).toBeVisible();
    await expect(this.main.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  async chooseYear(year: number): Promise<void> {
    await this.main.getByRole('spinbutton', { name: 'Tahun buku' }).fill(String(year));
    await expect(this.main.getByRole('heading', { name: `Keputusan RAT ${year}` })).toBeVisible();
  }

  /** Enters the RAT's decision and waits for it to be saved. */
  async enterDecision(input: { pool: string; percent: string; ratDate: string }): Promise<void> {
    await this.main.getByRole('textbox', { name: /Dana SHU untuk anggota/ }).fill(input.pool);
    await this.main.getByRole('textbox', { name: /Bagian jasa modal/ }).fill(input.percent);
    await this.main.getByLabel(/Tanggal RAT/).fill(input.ratDate);
    await this.main.getByRole('button', { name: 'Simpan Keputusan' }).click();
    await expect(this.page.getByText('Keputusan RAT disimpan').first()).toBeVisible();
  }

  /** "Usulan dari pembukuan": the year's result, its parts by the AD/ART allocation and the pool proposed. */
  proposal(year: number): Locator {
    return this.main.getByRole('region', { name: `Usulan dari pembukuan ${year}` });
  }

  proposalParts(year: number): Locator {
    return this.proposal(year).getByRole('region', { name: `Alokasi hasil usaha ${year}` });
  }

  get poolField(): Locator {
    return this.main.getByRole('textbox', { name: /Dana SHU untuk anggota/ });
  }

  get percentField(): Locator {
    return this.main.getByRole('textbox', { name: /Bagian jasa modal/ });
  }

  /** Types the proposed pool and jasa modal share into the decision form. */
  async useProposal(year: number): Promise<void> {
    await this.proposal(year).getByRole('button', { name: 'Gunakan usulan' }).click();
  }

  preview(year: number): Locator {
    return this.main.getByRole('region', { name: `Pratinjau pembagian SHU ${year}` });
  }

  posted(year: number): Locator {
    return this.main.getByRole('region', { name: `Pembagian SHU ${year} (sudah diposting)` });
  }

  async post(year: number): Promise<void> {
    await this.preview(year).getByRole('button', { name: 'Posting SHU' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Posting SHU ${year}` });
    await dialog.getByRole('button', { name: 'Ya, posting' }).click();
    await expect(this.page.getByText(`SHU ${year} berhasil diposting`).first()).toBeVisible();
    await expect(this.posted(year)).toBeVisible();
  }
}
