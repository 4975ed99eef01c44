import { demoMembers, demoPassword } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { LandingPage } from '../pages/landing-page';
import { LoginPage } from '../pages/login-page';

test('100001 signs in through the form and reaches /home', async ({ page, readStoredSession }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  await landing.header.goToLogin();

  await new LoginPage(page).signIn(demoMembers.budi.nik, demoPassword);

  await expect(page).toHaveURL('/home');
  const session = await readStoredSession();
  expect(session?.user.NIK).toBe(demoMembers.budi.nik);
  expect(session?.access_token).toEqual(expect.any(String));
});

test('a wrong password keeps the member on /login with no session', async ({ page, readStoredSession }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(demoMembers.siti.nik, 'bukan-password-ini');

  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await readStoredSession()).toBeNull();
});
