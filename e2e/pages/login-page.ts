import { expect, type Locator, type Page } from '@playwright/test';

/** /login: NIK, password, captcha answer 'Hasil', 'Login' (docs/product/screens.md Login), and how a new member activates. */
export class LoginPage {
  readonly nik: Locator;
  readonly password: Locator;
  readonly captchaAnswer: Locator;
  /** The captcha picture, by its text alternative (which never gives the answer). */
  readonly captchaImage: Locator;
  readonly submitButton: Locator;
  readonly forgotPasswordLink: Locator;
  readonly activationHint: Locator;

  constructor(private readonly page: Page) {
    this.nik = page.getByRole('textbox', { name: 'NIK' });
    // A password input has no ARIA role; its accessible name is the next best thing.
    this.password = page.getByLabel(/^Password/);
    this.captchaAnswer = page
      .getByRole('textbox', { name: 'Hasil' })
      .or(page.getByRole('spinbutton', { name: 'Hasil' }));
    this.captchaImage = page.getByRole('img', { name: /^Captcha: soal hitungan/ });
    this.submitButton = page.getByRole('button', { name: 'Login', exact: true });
    this.forgotPasswordLink = page.getByRole('link', { name: /lupa password|forgot/i });
    this.activationHint = page.getByText('Anggota baru? Aktifkan akun Anda lewat Lupa Password.');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  /**
   * Where the Hasil field and the Login button sit below the Password field (above the captcha), and their size,
   * in whole CSS pixels: the same with and without scripts (the no-script notice on top moves the whole page).
   */
  async formLayout(): Promise<{ hasil: number[]; login: number[] }> {
    const top = (await this.password.boundingBox())?.y ?? Number.NaN;
    const place = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return box ? [box.x, box.y - top, box.width, box.height].map(Math.round) : [];
    };
    return { hasil: await place(this.captchaAnswer), login: await place(this.submitButton) };
  }

  /** Asks for a new captcha and waits until `picture` shows it. */
  async refreshCaptcha(picture: Locator = this.captchaImage): Promise<void> {
    const previous = (await picture.getAttribute('src')) ?? '';
    await this.page.getByRole('button', { name: 'Muat ulang captcha' }).click();
    await expect(picture).toBeVisible();
    await expect(picture).not.toHaveAttribute('src', previous);
  }

  /** Fills the form and presses Login; the e2e server accepts any captcha answer (CAPTCHA_BYPASS=1). */
  async signIn(nik: string, password: string): Promise<void> {
    await this.nik.fill(nik);
    await this.password.fill(password);
    await this.captchaAnswer.fill('0');
    await this.submitButton.click();
  }

  /** Signs in and expects the refusal toast (a red alert with the server's message), staying on /login. */
  async expectSignInRefused(nik: string, password: string, message: string): Promise<void> {
    await this.signIn(nik, password);
    await expect(this.page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(this.page).toHaveURL('/login');
  }

  /** Follows 'Lupa password?' to the page that asks for the NIK (also how a new member activates). */
  async openForgotPassword(): Promise<void> {
    await this.forgotPasswordLink.click();
    await expect(this.page).toHaveURL('/forget-password');
  }
}
