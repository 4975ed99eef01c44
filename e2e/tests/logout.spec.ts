import { demoMembers } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { Header } from '../pages/header';

const member = demoMembers.budi;

test.use({ signedInAs: member.nik });

test('logout asks first, then clears the session', async ({ page, readStoredSession }) => {
  await page.goto('/home');
  await expect(page).toHaveURL('/home');
  const header = new Header(page);

  await header.requestLogout(member.name);
  await header.confirmLogout();

  await expect(page).toHaveURL('/');
  await header.revealLoginButton();
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

  await header.requestLogout(member.name);
  await header.cancelLogout();

  await expect(page).toHaveURL('/home');
  expect((await readStoredSession())?.user.NIK).toBe(member.nik);
});
