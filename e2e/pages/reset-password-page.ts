import { expect, type Locator, type Page } from '@playwright/test';

/** /reset-password: new password, confirmation, 'Simpan', then /login (SPEC §2 Password reset). */
export class ResetPasswordPage {
  readonly newPassword: Locator;
  readonly confirmation: Locator;
  readonly saveButton: Locator;

  constructor(private readonly page: Page) {
    this.newPassword = page.getByLabel(/^password baru$/i);
    this.confirmation = page.getByLabel(/konfirmasi|ulangi|repassword/i);
    this.saveButton = page.getByRole('button', { name: 'Simpan' });
  }

  /** Sets a new password and lands on /login (acknowledging a success alert if one is shown). */
  async setNewPassword(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmation.fill(password);
    await this.saveButton.click();
    const alert = this.page.getByRole('dialog');
    const login = this.page.waitForURL(/\/login$/);
    await Promise.race([login, alert.getByRole('button', { name: 'OK' }).click()]);
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
