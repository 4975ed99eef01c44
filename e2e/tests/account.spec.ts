import { expectNoA11yViolations } from '../fixtures/accessibility';
import { signInThroughApi } from '../fixtures/api';
import { provisionMember, startAsFreshMember } from '../fixtures/provision-member';
import { expect, test } from '../fixtures/test';
import { AccountPage } from '../pages/account-page';
import { Header } from '../pages/header';
import { checkAtBothWidths, resizeViewport } from '../support/check-page';

const PHOTO = 'fixtures/files/selfie-ktp.jpg';

// Fresh members only: a changed password or photo would leak into the specs that use the demo members.
test('a member uploads a photo and sees it on the account page and in the header', async ({
  page,
}, testInfo) => {
  const member = await startAsFreshMember(page);
  const account = new AccountPage(page);
  await account.open();
  await expect(account.profile).toContainText(member.nik);
  await checkAtBothWidths(page, 'account', testInfo);

  expect(await account.uploadPhoto(PHOTO, () => expectNoA11yViolations(page))).toContain(
    'Foto profile anda berhasil dirubah',
  );
  const photo = account.photo(member.name);
  await expect(photo).toHaveAttribute('src', /^blob:/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(400);

  // The header shows the same photo: in the account button at desktop width, in the drawer on phones.
  await resizeViewport(page, { width: 1280, height: 800 });
  const headerPhoto = page.getByRole('banner').getByRole('button', { name: member.name }).locator('img');
  await expect(headerPhoto).toHaveAttribute('src', /^blob:/);
  expect(await headerPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
  await resizeViewport(page, { width: 390, height: 844 });
  await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
  const drawerPhoto = page.getByRole('navigation', { name: 'Navigasi seluler' }).locator('img');
  await expect(drawerPhoto).toHaveAttribute('src', /^blob:/);
});

test('a member changes the password and is asked to log in again', async ({ page, readStoredSession }) => {
  // Signed in once (not through an init script that would restore the session on every load).
  const member = await provisionMember(page.request);
  const session = await signInThroughApi(page.request, member.nik, member.password);
  await page.goto('/');
  await page.evaluate((value) => window.localStorage.setItem('session', value), JSON.stringify(session));
  const account = new AccountPage(page);
  await account.open();

  const dialog = await account.openPasswordDialog();
  await expectNoA11yViolations(page);
  await account.submitPassword(dialog, member.password, 'pendek');
  await expect(dialog).toContainText('Password minimal 8 karakter');
  await account.submitPassword(dialog, member.password, 'Baru-Sekali-2026!', 'Lain-Sekali-2026!');
  await expect(dialog).toContainText('Password dan repasswod tidak sama !');
  await account.submitPassword(dialog, member.password, `A${member.nik}-Aman`);
  await expect(dialog).toContainText('Password tidak boleh mengandung NIK Anda');

  const newPassword = `Ganti-${Date.now()}-Aman!`;
  await account.submitPassword(dialog, member.password, newPassword);
  const done = page.getByRole('dialog', { name: 'Berhasil!' });
  await expect(done).toContainText('Password berhasil dirubah');
  await done.getByRole('button').click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await readStoredSession()).toBeNull();
  // The old session is over on the server too: its refresh cookie is refused.
  expect((await page.request.post('/api/v1/refresh')).status()).toBe(403);
  const relogin = await signInThroughApi(page.request, member.nik, newPassword);
  expect(relogin.user.NIK).toBe(member.nik);
});

test('a member edits phone and address on /account/change', async ({ page }, testInfo) => {
  const member = await startAsFreshMember(page);
  const account = new AccountPage(page);
  await account.open();
  await account.openEdit();
  const fixed = account.main.getByRole('region', { name: 'Data yang tidak dapat diubah' });
  await expect(fixed).toContainText(member.nik);
  await expect(fixed.getByRole('textbox')).toHaveCount(0);
  await checkAtBothWidths(page, 'account-change', testInfo);

  await account.phoneInput.fill('');
  // Typed as people write it: +62, spaces and dashes stay in the field (a letter does not) and the number is
  // stored in its 08… form.
  await account.phoneInput.pressSequentially('+62 813-777 888a99');
  await expect(account.phoneInput).toHaveValue('+62 813-777 88899');
  await account.addressInput.fill('Jl. Kenanga No. 12, Depok');
  await account.main.getByRole('button', { name: 'Change' }).click();

  await expect(page).toHaveURL('/account');
  await expect(account.profile).toContainText('081377788899');
  await expect(account.profile).toContainText('Jl. Kenanga No. 12, Depok');
  await account.openEdit();
  await account.main.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/account');
});

test('Logout on the account page asks first', async ({ page }) => {
  await startAsFreshMember(page);
  const account = new AccountPage(page);
  await account.open();
  await account.main.getByRole('button', { name: 'Logout' }).click();
  const header = new Header(page);
  await expect(header.logoutQuestion).toBeVisible();
  await header.cancelLogout();
  await account.main.getByRole('button', { name: 'Logout' }).click();
  await header.confirmLogout();
  await expect(page).toHaveURL('/');
});
