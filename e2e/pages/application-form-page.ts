import { expect, type Locator, type Page } from '@playwright/test';

/** /application-form: the four steps on one page (docs/product/screens.md) and the popups of docs/product/validation.md. */
export class ApplicationFormPage {
  readonly heading: Locator;
  readonly amountSlider: Locator;
  readonly tenorSelect: Locator;
  readonly termsCheckbox: Locator;
  readonly submitButton: Locator;
  readonly blockedMessage: Locator;
  readonly homeButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Pengajuan Pinjaman' });
    this.amountSlider = page.getByRole('slider', { name: 'Jumlah pinjaman' });
    this.tenorSelect = page.getByRole('combobox', { name: 'Tenor' });
    this.termsCheckbox = page.getByRole('checkbox', { name: /syarat dan ketentuan/ });
    this.submitButton = page.getByRole('button', { name: 'Ajukan Pinjaman' });
    this.blockedMessage = page.getByRole('heading', { name: 'Anda belum bisa melakukan pengajuan Pinjaman' });
    this.homeButton = page.getByRole('link', { name: 'Kembali ke Home' });
  }

  async open(): Promise<void> {
    await this.page.goto('/application-form');
    await expect(this.heading).toBeVisible();
  }

  /** Waits until the form (not the check page) is ready: the product cards have loaded. */
  async expectForm(): Promise<void> {
    await expect(this.page.getByRole('radio').first()).toBeVisible();
  }

  async choosePurpose(productName: string): Promise<void> {
    await this.page.getByRole('radio', { name: productName }).check();
  }

  /** Picks the selfie through the gallery button's file chooser (the camera button opens the same input). */
  async chooseSelfie(path: string): Promise<void> {
    await this.chooseFileWith(this.page.getByRole('button', { name: 'Pilih dari Galeri' }), path);
  }

  async chooseApplicationForm(path: string): Promise<void> {
    await this.chooseFileWith(this.page.getByRole('button', { name: /Form Pengajuan$/ }), path);
  }

  async chooseSupportingDocument(path: string): Promise<void> {
    await this.chooseFileWith(this.page.getByRole('button', { name: /Dokumen Pendukung$/ }), path);
  }

  get selfiePreview(): Locator {
    return this.page.getByRole('img', { name: 'Pratinjau selfie dengan KTP' });
  }

  /** Moves the amount slider with the keyboard, one Rp 500.000 step per key press. */
  async raiseAmountBySteps(steps: number): Promise<void> {
    await this.amountSlider.focus();
    for (let step = 0; step < steps; step += 1) await this.page.keyboard.press('ArrowRight');
  }

  async chooseTenor(months: number): Promise<void> {
    await this.tenorSelect.click();
    await this.page.getByRole('option', { name: `${months} bulan` }).click();
  }

  /** The instalment readout once /Calculator has answered (e.g. 'Rp 1.068.994'). */
  async readInstalment(): Promise<string> {
    const readout = this.page.getByText('Angsuran per bulan').locator('..');
    await expect(readout).toContainText(/Rp \d/);
    const match = /Rp [\d.]+/.exec((await readout.textContent()) ?? '');
    return match?.[0] ?? '';
  }

  /** Expects the popup of docs/product/validation.md with exactly this message, then closes it. */
  async expectPopup(message: string): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }

  private async chooseFileWith(button: Locator, path: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await button.click();
    await (await chooser).setFiles(path);
  }
}
