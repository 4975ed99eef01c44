import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/approvals and /admin/applications/:id: the queue row, the detail, the decision panel. */
export class AdminApplicationPage {
  readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async openFromQueue(approvalNo: string): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1, name: 'Antrean Persetujuan' })).toBeVisible();
    await this.main.getByRole('link', { name: approvalNo }).click();
    await expect(this.main.getByRole('heading', { level: 1, name: `Pengajuan ${approvalNo}` })).toBeVisible();
  }

  /** Asks for one document ("Lihat …"): only then is it fetched, and the opening logged for the member. */
  async openDocument(label: string): Promise<void> {
    await this.main.getByRole('button', { name: `Lihat ${label}` }).click();
  }

  /** Nothing is fetched on arrival: each document waits behind its own "Lihat …" button. */
  async expectDocumentsClosed(): Promise<void> {
    for (const label of ['Selfie dengan KTP', 'Form Pengajuan', 'Dokumen pendukung']) {
      await expect(this.main.getByRole('button', { name: `Lihat ${label}` })).toBeVisible();
    }
    await expect(this.main.getByRole('img')).toHaveCount(0);
  }

  /** Opens all three: the selfie and the form (images) inline; the PDF is a button that opens a blob tab. */
  async openAllDocuments(): Promise<void> {
    await this.expectDocumentsClosed();
    for (const label of ['Selfie dengan KTP', 'Form Pengajuan', 'Dokumen pendukung'])
      await this.openDocument(label);
    await expect(this.main.getByRole('img', { name: 'Selfie dengan KTP' })).toBeVisible();
    await expect(this.main.getByRole('img', { name: 'Form Pengajuan' })).toBeVisible();
    await expect(this.main.getByRole('button', { name: /Buka Dokumen pendukung \(PDF\)/ })).toBeVisible();
  }

  private async confirm(text: string | RegExp): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText(text);
    await dialog.getByRole('button', { name: 'Ya, kirim' }).click();
  }

  async approveAsHc(note: string): Promise<void> {
    await this.main.getByRole('checkbox', { name: /Checklist HC/ }).check();
    await this.main.getByRole('radio', { name: 'Ya, direkomendasikan' }).check();
    await this.main.getByRole('textbox', { name: /Catatan HC/ }).fill(note);
    await this.main.getByRole('button', { name: 'Setujui' }).click();
    await this.confirm(/Setujui pengajuan/);
  }

  async approve(): Promise<void> {
    await this.main.getByRole('button', { name: 'Setujui' }).click();
    await this.confirm(/Setujui pengajuan/);
  }

  /** Opens 'Beri Penawaran', types the offer, checks the live instalment, sends after confirming. */
  async counterOffer(amount: string, tenorLabel: string): Promise<string> {
    await this.main.getByRole('button', { name: 'Beri Penawaran' }).click();
    await this.main.getByRole('textbox', { name: /Jumlah penawaran/ }).fill(amount);
    await this.main.getByRole('combobox', { name: /Tenor penawaran/ }).click();
    await this.page.getByRole('option', { name: tenorLabel }).click();
    const instalment = this.main.getByTestId('offer-instalment');
    await expect(instalment).toContainText(/Rp \d/);
    const text = (await instalment.textContent()) ?? '';
    await this.main.getByRole('button', { name: 'Kirim Penawaran' }).click();
    await this.confirm(/Beri penawaran/);
    return text;
  }
}
