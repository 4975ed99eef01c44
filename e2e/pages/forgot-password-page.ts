import { expect, type Locator, type Page } from '@playwright/test';

/** /forget-password: NIK, 'Proses', then the alert 'Berhasil!' (docs/product/screens.md Password reset, §8). */
export class ForgotPasswordPage {
  readonly nik: Locator;
  readonly processButton: Locator;

  constructor(private readonly page: Page) {
    this.nik = page.getByRole('textbox', { name: 'NIK' });
    this.processButton = page.getByRole('button', { name: 'Proses' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/forget-password');
  }

  /** Asks for an OTP for `nik`, acknowledges the 'Berhasil!' alert and lands on the OTP page. */
  async requestOtp(nik: string): Promise<void> {
    await this.nik.fill(nik);
    await this.processButton.click();
    const alert = this.page.getByRole('dialog', { name: 'Berhasil!' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(this.page).toHaveURL('/otp');
  }
}
