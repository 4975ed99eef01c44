import { expect, type Locator, type Page } from '@playwright/test';

/** /otp: six one-digit boxes, a resend link and 'Verifikasi' (docs/product/screens.md Password reset). */
export class OtpPage {
  readonly digitBoxes: Locator;
  readonly verifyButton: Locator;

  constructor(private readonly page: Page) {
    this.digitBoxes = page.getByRole('textbox', { name: /^Digit \d+ dari \d+$/ });
    this.verifyButton = page.getByRole('button', { name: 'Verifikasi' });
  }

  /** Types the code one digit per box, presses Verifikasi and lands on the new-password page. */
  async enterCode(code: string): Promise<void> {
    await expect(this.digitBoxes).toHaveCount(code.length);
    for (const [index, digit] of [...code].entries()) await this.digitBoxes.nth(index).fill(digit);
    await this.verifyButton.click();
    await expect(this.page).toHaveURL('/reset-password');
  }
}
