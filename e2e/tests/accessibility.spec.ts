import type { Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/accessibility';
import { demoMembers } from '../fixtures/demo-accounts';
import { readLatestMail, readOtpCode } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { HomePage } from '../pages/home-page';
import { LandingPage } from '../pages/landing-page';
import { LoginPage } from '../pages/login-page';
import { OtpPage } from '../pages/otp-page';
import { ResetPasswordPage } from '../pages/reset-password-page';

// Runs in both projects: 390×844 (mobile) and 1280×800 (desktop). Each check also leaves a full-page
// screenshot in test-results/ for a human to look at.

async function checkPage(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  // Check what a member reads, not a skeleton: every section that announced it is loading has finished.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await expectNoA11yViolations(page);
}

test.describe('signed out', () => {
  test('landing page', async ({ page }, testInfo) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await expect(page.getByRole('banner')).toBeVisible();
    await checkPage(page, 'landing', testInfo);
  });

  test('login page', async ({ page }, testInfo) => {
    const login = new LoginPage(page);
    await login.goto();
    // Enabled once the captcha has loaded; axe skips disabled controls, so check the real state.
    await expect(login.submitButton).toBeEnabled();
    await checkPage(page, 'login', testInfo);
  });

  test('forgot-password, OTP and new-password pages', async ({ page, readMemberEmail }, testInfo) => {
    // Siti asks for a real OTP so the reset page can be reached; the new password is never saved.
    const email = await readMemberEmail(demoMembers.siti.nik);
    const forgot = new ForgotPasswordPage(page);
    await forgot.goto();
    await expect(forgot.processButton).toBeVisible();
    await checkPage(page, 'forgot-password', testInfo);

    const requestedAt = Date.now();
    await forgot.requestOtp(demoMembers.siti.nik);
    const otp = new OtpPage(page);
    await expect(otp.verifyButton).toBeVisible();
    await checkPage(page, 'otp', testInfo);

    const mail = await readLatestMail(email, requestedAt);
    await otp.enterCode(readOtpCode(mail));
    await expect(new ResetPasswordPage(page).saveButton).toBeVisible();
    await checkPage(page, 'reset-password', testInfo);
  });
});

test.describe('signed in', () => {
  test.use({ signedInAs: demoMembers.budi.nik });

  test('home page', async ({ page }, testInfo) => {
    await new HomePage(page).open();
    await checkPage(page, 'home', testInfo);
  });
});
