import { readLatestMail, readOtpCode } from '../fixtures/mailbox';
import { importMember } from '../fixtures/provision-member';
import { expect, test } from '../fixtures/test';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { LoginPage } from '../pages/login-page';
import { OtpPage } from '../pages/otp-page';
import { ResetPasswordPage } from '../pages/reset-password-page';

test('a member imported by HR sets a first password: forgot password → OTP from the mail → new password → sign in', async ({
  page,
}) => {
  // A newly imported employee has no password yet: "lupa password" is how they get in.
  const member = await importMember(page.request);
  const email = member.email;

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
