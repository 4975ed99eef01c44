import { expect, type Locator, type Page } from '@playwright/test';

/** /repayment/:an: settlement status, amount to pay, the actions per status and the payment history. */
export class MemberRepaymentPage {
  readonly main: Locator;
  readonly history: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.history = page
      .getByRole('table', { name: 'Riwayat pembayaran' })
      .or(page.getByRole('list', { name: 'Riwayat pembayaran' }));
  }

  async open(agreementNo: string): Promise<void> {
    await this.page.goto(`/repayment/${encodeURIComponent(agreementNo)}`);
    await expect(this.main.getByRole('heading', { level: 1, name: 'Pelunasan' })).toBeVisible();
    await expect(this.history).toBeVisible();
  }

  /** The payment-history card of instalment `number` (phones): "Angsuran n dari t", amount, how it was paid. */
  paymentCard(number: number): Locator {
    return this.history.getByRole('listitem').filter({ hasText: new RegExp(`^Angsuran ${number} dari `) });
  }

  /** "Status pelunasan: <text>" as the page shows it. */
  status(text: string): Locator {
    return this.main.getByText(`Status pelunasan: ${text}`, { exact: true });
  }

  /** Lakukan pelunasan → planned date (today) → Lanjut → "Apakah yakin akan melakukan pelunasan ?" → Ya. */
  async requestSettlement(): Promise<void> {
    await this.main.getByRole('button', { name: 'Lakukan pelunasan' }).click();
    const planned = this.page.getByRole('dialog', { name: 'Rencana tanggal pelunasan' });
    await expect(planned.getByLabel('Tanggal pelunasan')).not.toHaveValue('');
    await planned.getByRole('button', { name: 'Lanjut' }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Konfirmasi' });
    await expect(confirm.getByText('Apakah yakin akan melakukan pelunasan ?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Ya' }).click();
    await expect(this.page.getByText('Pengajuan Pelunasan anda berhasil diajukan').first()).toBeVisible();
  }

  /** Chooses the proof image in the page's upload and sends it with KIRIM. */
  async uploadProof(file: string): Promise<void> {
    await this.main.getByLabel('Bukti transfer (gambar atau PDF)').setInputFiles(file);
    await expect(this.main.getByRole('img', { name: 'Pratinjau bukti transfer' })).toBeVisible();
    await this.main.getByRole('button', { name: 'KIRIM' }).click();
    await expect(
      this.page.getByText('Upload Bukti Pembayaran Pelunasan Berhasil Dilakukan').first(),
    ).toBeVisible();
  }
}
