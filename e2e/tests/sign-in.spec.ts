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

// The form's rules load on its first focus (apps/web/src/lib/use-native-form.ts). When the connection drops after the
// page came, pressing Login says so and keeps what was typed; once it is back, the same press signs in.
test('offline after the page came, Login says the connection failed, keeps the form and works once back', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
  await login.signIn(demoMembers.budi.nik, demoPassword);

  await expect(page.getByRole('alert')).toHaveText('Tidak dapat terhubung ke server. Periksa koneksi Anda.');
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel(/NIK/)).toHaveValue(demoMembers.budi.nik);

  await page.unroute('**/assets/**');
  await login.submitButton.click();
  await expect(page).toHaveURL('/home');
});
