import { demoPassword } from '../fixtures/demo-accounts';
import { importMember } from '../fixtures/provision-member';
import { expect, test } from '../fixtures/test';
import { AdminLayout } from '../pages/admin-layout';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AdminMembersPage } from '../pages/admin-members-page';
import { AdminPointOffersPage } from '../pages/admin-point-offers-page';
import { checkAtBothWidths } from '../support/check-page';

test('EDITOR adds a point offer with a picture, edits it and takes it off the list', async ({
  page,
}, testInfo) => {
  const title = `Voucher Kopi ${Date.now() % 100_000}`;
  const login = new AdminLoginPage(page);
  const offers = new AdminPointOffersPage(page);
  const layout = new AdminLayout(page);

  await page.goto('/admin/login');
  await login.signIn('editor', demoPassword);
  await offers.openFromMenu();
  await expect(offers.offer('Voucher Makan Rp 100.000')).toContainText('200 poin');

  const invalid = await offers.openOfferDialog();
  await offers.fillOffer(invalid, { title, description: 'x', value: '0', months: '2', stock: '' });
  await invalid.getByRole('button', { name: 'Simpan' }).click();
  await expect(invalid).toContainText('Nilai poin minimal 1');
  await invalid.getByRole('button', { name: 'Batal' }).click();
  await expect(invalid).toBeHidden();

  await offers.saveOffer({
    title,
    description: 'Berlaku di kedai kopi rekanan.',
    value: '60',
    months: '2',
    stock: '15',
    image: 'fixtures/files/selfie-ktp.jpg',
  });
  await layout.expectToast('Penawaran poin ditambahkan');
  const card = offers.offer(title);
  await expect(card).toContainText('60 poin · berlaku 2 bulan');
  await expect(card).toContainText('Stok: 15');
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  await checkAtBothWidths(page, 'admin-point-offers', testInfo);

  await offers.setActive(title, false);
  await expect(offers.offer(title)).toContainText('Nonaktif');
});

test('ADMIN grants and deducts a member’s points with a reason, never below 0', async ({
  page,
}, testInfo) => {
  const member = await importMember(page.request);
  const login = new AdminLoginPage(page);
  const members = new AdminMembersPage(page);
  const offers = new AdminPointOffersPage(page);

  await page.goto('/admin/login');
  await login.signIn('admin', demoPassword);
  await members.goto();
  await members.search(member.nik, member.nik);
  await members.openMember(member.name, member.nik);

  let section = await offers.adjustMemberPoints('Tambah poin', '120', 'Bonus kegiatan koperasi');
  await page.getByRole('dialog', { name: 'Tambah poin' }).getByRole('button', { name: 'Simpan' }).click();
  await expect(section).toContainText('Saldo: 120 poin');
  await expect(
    section.getByRole('row').filter({ hasText: 'Pemberian poin: Bonus kegiatan koperasi' }),
  ).toContainText('+120');

  section = await offers.adjustMemberPoints('Kurangi poin', '200', 'Koreksi');
  await expect(section).toContainText('pengurangan tidak boleh membuat saldo negatif');
  section = await offers.adjustMemberPoints('Kurangi poin', '20', 'Koreksi poin ganda');
  await page.getByRole('dialog', { name: 'Kurangi poin' }).getByRole('button', { name: 'Simpan' }).click();
  await expect(section).toContainText('Saldo: 100 poin');
  await expect(
    section.getByRole('row').filter({ hasText: 'Pengurangan poin: Koreksi poin ganda' }),
  ).toContainText('-20');
  await checkAtBothWidths(page, 'admin-member-points', testInfo);
});
