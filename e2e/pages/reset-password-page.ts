import { expect, type Locator, type Page } from '@playwright/test';

/** /reset-password: new password, confirmation, 'Simpan', then /login (docs/product/screens.md Password reset). */
export class ResetPasswordPage {
  readonly newPassword: Locator;
  readonly confirmation: Locator;
  readonly saveButton: Locator;

  constructor(private readonly page: Page) {
    this.newPassword = page.getByLabel(/^Password baru/);
    this.confirmation = page.getByLabel(/^Konfirmasi password baru/);
    this.saveButton = page.getByRole('button', { name: 'Simpan' });
  }

  /** Sets a new password and lands on /login (docs/product/screens.md Password reset). */
  async setNewPassword(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmation.fill(password);
    await this.saveButton.click();
    await expect(this.page).toHaveURL('/login');
  }
}
