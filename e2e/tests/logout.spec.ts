import { demoMembers } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { Header } from '../pages/header';

test.use({ signedInAs: demoMembers.budi.nik });

test('logout asks first, then clears the session', async ({ page, readStoredSession }) => {
  await page.goto('/home');
  await expect(page).toHaveURL('/home');
  const header = new Header(page);

  await header.requestLogout();
  await header.confirmLogout();

  await expect(page).toHaveURL('/');
  await expect(header.loginButton).toBeVisible();
  expect(await readStoredSession()).toBeNull();
  await page.goto('/home');
  await expect(page).toHaveURL('/');
});

test('answering no to the logout question keeps the member signed in', async ({
  page,
  readStoredSession,
}) => {
  await page.goto('/home');
  const header = new Header(page);

  await header.requestLogout();
  await page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();

  await expect(header.logoutQuestion).toBeHidden();
  await expect(page).toHaveURL('/home');
  expect((await readStoredSession())?.user.nik).toBe(demoMembers.budi.nik);
});
