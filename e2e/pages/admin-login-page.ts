import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/login: username, password, captcha answer 'Hasil', 'Login'. */
export class AdminLoginPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly captchaAnswer: Locator;
  readonly submitButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Login Back Office' });
    this.username = page.getByRole('textbox', { name: 'Username' });
    this.password = page.getByLabel(/^Password/);
    this.captchaAnswer = page.getByRole('textbox', { name: 'Hasil' });
    this.submitButton = page.getByRole('button', { name: 'Login', exact: true });
  }

  /** Signs in (the e2e server accepts any captcha answer) and waits to leave the login page. */
  async signIn(username: string, password: string): Promise<void> {
    await expect(this.heading).toBeVisible();
    // The captcha has loaded (its key goes with the login): the picture, named by its text alternative.
    await expect(this.page.getByRole('img', { name: /^Captcha: soal hitungan/ })).toBeVisible();
    await this.username.fill(username);
    await this.password.fill(password);
    await this.captchaAnswer.fill('0');
    await this.submitButton.click();
    await expect(this.page).not.toHaveURL(/\/admin\/login$/);
  }
}
