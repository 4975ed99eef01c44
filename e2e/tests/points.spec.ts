import { expectNoA11yViolations } from '../fixtures/accessibility';
import { startAsFreshMember } from '../fixtures/provision-member';
import { expect, test } from '../fixtures/test';
import { AdminPointsApi } from '../pages/admin-points-api';
import { PointsPage } from '../pages/points-page';
import { checkAtBothWidths } from '../support/check-page';

// A fresh member per run: redeeming changes the balance, and other specs rely on the demo members as seeded.
test('a member redeems an offer, sees the coupon in the history and the reduced balance', async ({
  page,
  baseURL,
}, testInfo) => {
  const member = await startAsFreshMember(page);
  const admin = await AdminPointsApi.signIn(baseURL!);
  expect(await admin.adjustPoints(member.nik, 300, 'Bonus uji e2e')).toBe(300);
  await admin.dispose();
  const points = new PointsPage(page);

  await points.open();
  await expect(points.balance).toContainText('300 poin');
  await expect(points.redeemButton('Voucher Makan Rp 100.000')).toBeEnabled();
  await expect(points.redeemButton('Voucher Elektronik Rp 250.000')).toBeDisabled();
  await expect(points.offer('Voucher Elektronik Rp 250.000')).toContainText('Butuh 200 poin lagi');
  await checkAtBothWidths(page, 'poins', testInfo);

  // Cancelling the confirmation changes nothing.
  await points.redeemButton('Voucher Makan Rp 100.000').click();
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi Penukaran' });
  await expect(confirm).toBeVisible();
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(confirm).toBeHidden();
  await expect(points.balance).toContainText('300 poin');

  expect(await points.redeem('Voucher Makan Rp 100.000', '200')).toContain(
    'Selamat Penukaran point anda berhasil',
  );
  await expect(points.balance).toContainText('100 poin');
  await expect(points.redeemButton('Voucher Makan Rp 100.000')).toBeDisabled();
  await expect(points.redeemButton('Saldo E-Wallet Rp 20.000')).toBeEnabled();

  await points.openHistory();
  await expect(points.balance).toContainText('100 poin');
  const coupon = points.coupons.getByRole('listitem').first();
  await expect(coupon).toContainText('Voucher Makan Rp 100.000');
  await expect(coupon).toContainText('200 poin ditukar');
  await expect(coupon).toContainText('Tenor 6 bulan');
  await expect(coupon).toContainText('AKTIF');
  await expect(coupon).toContainText(/Berlaku sampai \d{2}-\d{2}-\d{4}/);
  const movements = points.ledger.getByRole('listitem');
  await expect(movements).toHaveCount(2);
  await expect(movements.nth(0)).toContainText('Penukaran poin');
  await expect(movements.nth(0)).toContainText('−200');
  await expect(movements.nth(1)).toContainText('Pemberian poin: Bonus uji e2e');
  await expect(movements.nth(1)).toContainText('+300');
  await checkAtBothWidths(page, 'history-point', testInfo);
});

test('a member without points sees a balance of 0, every Redeem disabled, and empty histories with a next step', async ({
  page,
}, testInfo) => {
  await startAsFreshMember(page);
  const points = new PointsPage(page);
  await points.open();
  await expect(points.balance).toContainText('0 poin');
  for (const button of await points.offers.getByRole('button', { name: /^Redeem / }).all()) {
    await expect(button).toBeDisabled();
  }
  await points.openHistory();
  await expect(page.getByText('Anda belum menukar poin dengan kupon.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lihat penawaran poin' })).toBeVisible();
  await checkAtBothWidths(page, 'history-point-empty', testInfo);
});
