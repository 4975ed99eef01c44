import { demoMembers } from '../fixtures/demo-accounts';
import { readLatestMail, readOtpCode } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { LoginPage } from '../pages/login-page';
import { OtpPage } from '../pages/otp-page';
import { ResetPasswordPage } from '../pages/reset-password-page';

// Dewi is the member whose password this test changes; no other test signs in as her.
const member = demoMembers.dewi;

test('forgot password → OTP from the mail → new password → sign in with it', async ({
  page,
  readMemberEmail,
}) => {
  // Read before the reset: it signs in with the demo password, which the test is about to replace.
  const email = await readMemberEmail(member.nik);

  const forgot = new ForgotPasswordPage(page);
  await forgot.goto();
  const requestedAt = Date.now();
  await forgot.requestOtp(member.nik);

  const mail = await readLatestMail(email, requestedAt);
  await new OtpPage(page).enterCode(readOtpCode(mail));

  const newPassword = `Baru-${Date.now()}-Aman!`;
  await new ResetPasswordPage(page).setNewPassword(newPassword);

  await new LoginPage(page).signIn(member.nik, newPassword);
  await expect(page).toHaveURL('/home');
});
