import { demoMembers } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { LandingPage } from '../pages/landing-page';

test.describe('a visitor', () => {
  test('sees the landing page with the MASUK button', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await landing.header.revealLoginButton();
  });

  test('opening /home without a session lands on /', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL('/');
    await new LandingPage(page).header.revealLoginButton();
  });
});

test.describe('a signed-in member', () => {
  test.use({ signedInAs: demoMembers.budi.nik });

  test('opening /login lands on /home', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/home');
  });
});
