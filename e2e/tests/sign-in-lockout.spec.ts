import { LOGIN_MAX_FAILURES } from '@kopkar/domain';
import { expect, test } from '../fixtures/test';
import { LoginPage } from '../pages/login-page';
import { checkAtBothWidths } from '../support/check-page';

// The lockout after five wrong passwords (docs/product/limits.md): what the member reads, and the lockout the
// metrics count (kopkar_signin_lockouts_total, e2e/support/metrics-check.ts).
test('after five wrong passwords the sixth sign-in is refused with the lockout message', async ({
  page,
}, testInfo) => {
  // A NIK of no member, new in every run: the lockout counter outlives a run (15 minutes, e2e database kept).
  const nik = `9${String(Date.now()).slice(-8)}`;
  const login = new LoginPage(page);
  await login.goto();
  // Each attempt's own answer: the alert of the one before is still on the page.
  const attempt = async (password: string) => {
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/web/login') && response.request().method() === 'POST',
    );
    await login.signIn(nik, password);
    return (await answer).status();
  };
  for (let failure = 1; failure <= LOGIN_MAX_FAILURES; failure++) {
    expect(await attempt(`salah-${failure}`)).toBe(401);
  }
  // Toasts stack: one per refusal.
  await expect(page.getByRole('alert').filter({ hasText: 'NIK atau password salah' })).not.toHaveCount(0);
  expect(await attempt('salah-lagi')).toBe(429);
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Terlalu banyak percobaan gagal. Akun dikunci sementara, coba lagi dalam 15 menit.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');
  await checkAtBothWidths(page, 'sign-in-lockout', testInfo);
});
