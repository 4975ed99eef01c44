import { readFile } from 'node:fs/promises';
import { signInThroughApi } from '../fixtures/api';
import { demoMembers, demoPassword } from '../fixtures/demo-accounts';
import { startAsNewSaver } from '../fixtures/provision-saver';
import { proofImage, signInFinance } from '../fixtures/settlement-steps';
import { expect, test } from '../fixtures/test';
import { AdminLayout } from '../pages/admin-layout';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AdminSavingsQueuePage } from '../pages/admin-savings-pages';
import { AdminShuPage } from '../pages/admin-shu-page';
import { ShuPage } from '../pages/shu-page';
import { SimpananPage } from '../pages/simpanan-page';
import { checkAtBothWidths } from '../support/check-page';

// Savings: a new member (HR import books simpanan pokok) deposits to sukarela with a proof, FINANCE
// confirms it; the member withdraws, FINANCE approves and pays; ADMIN enters the RAT decision for last year (a year's
// SHU waits until the year has closed), checks the preview adds up and posts it; Siti, a member since
// 2015, reads her SHU with its computation and downloads the slip. Runs in the mobile project;
// checkAtBothWidths runs axe and takes screenshots at 390×844 and 1280×800.

const todayInJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

test('a member saves, withdraws and receives SHU through FINANCE and ADMIN', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const member = await startAsNewSaver(page);
  const savings = new SimpananPage(page);
  const layout = new AdminLayout(page);

  // Joining booked simpanan pokok: the total is Rp 100.000 before anything else.
  await savings.open();
  await expect(savings.figure('Simpanan Pokok')).toHaveText('Rp 100.000');
  await expect(savings.figure('Total Simpanan')).toHaveText('Rp 100.000');
  await expect(savings.chart).toBeVisible();
  await checkAtBothWidths(page, 'savings-start', testInfo, () => expect(savings.history).toBeVisible());

  // The member deposits Rp 500.000 with the transfer proof: it waits for FINANCE, nothing booked yet.
  await savings.deposit('500.000', proofImage);
  await expect(savings.requests.getByRole('list', { name: 'Status setoran' })).toContainText(
    'Menunggu konfirmasi',
  );
  await expect(savings.figure('Simpanan Sukarela')).toHaveText('Rp 0');

  // FINANCE sees the proof and the member's balance, and confirms.
  await signInFinance(page);
  const deposits = new AdminSavingsQueuePage(page, 'deposits');
  await deposits.open();
  const depositCard = deposits.card(member.name);
  await expect(depositCard).toContainText('Rp 500.000');
  const proof = depositCard.getByRole('img', { name: `Bukti transfer ${member.name}` });
  await expect.poll(() => proof.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await checkAtBothWidths(page, 'savings-finance-deposits', testInfo, () => expect(proof).toBeVisible());
  await deposits.decide(member.name, 'Konfirmasi', 'Konfirmasi', 'Setoran dikonfirmasi dan dibukukan');
  await expect(depositCard).toHaveCount(0);

  // The member: sukarela Rp 500.000; asks to withdraw Rp 200.000, which is reserved at once.
  await savings.open();
  await expect(savings.figure('Simpanan Sukarela')).toHaveText('Rp 500.000');
  await expect(savings.figure('Total Simpanan')).toHaveText('Rp 600.000');
  await savings.withdraw('200000');
  await expect(savings.requests.getByRole('list', { name: 'Status penarikan' })).toContainText('Diajukan');
  await expect(savings.balances).toContainText('Dapat ditarik Rp 300.000; Rp 200.000 dalam proses penarikan');
  await checkAtBothWidths(page, 'savings-withdrawal-requested', testInfo, () =>
    expect(savings.requests).toBeVisible(),
  );

  // FINANCE approves, transfers, and marks it paid.
  const withdrawals = new AdminSavingsQueuePage(page, 'withdrawals');
  await withdrawals.open();
  const withdrawalCard = withdrawals.card(member.name);
  await expect(withdrawalCard).toContainText(member.account);
  await expect(withdrawalCard).toContainText('Rp 500.000');
  await checkAtBothWidths(page, 'savings-finance-withdrawals', testInfo, () =>
    expect(withdrawalCard).toBeVisible(),
  );
  await withdrawals.decide(member.name, 'Setujui', 'Setujui', 'Penarikan disetujui');
  await withdrawals.decide(
    member.name,
    'Tandai Sudah Dibayar',
    'Sudah Dibayar',
    'Penarikan ditandai sudah dibayar',
  );
  await expect(withdrawalCard).toHaveCount(0);

  // The member: Rp 300.000 left, the history shows both movements with the balance after each.
  await savings.open();
  await expect(savings.figure('Simpanan Sukarela')).toHaveText('Rp 300.000');
  await savings.showHistoryOf('Simpanan Sukarela');
  await expect(savings.historyEntry('Penarikan sukarela')).toContainText('Rp 300.000');
  await expect(savings.historyEntry('Setoran sukarela')).toContainText('Rp 500.000');
  const statement = page.waitForEvent('download');
  await savings.history.getByRole('button', { name: 'Unduh CSV' }).click();
  const csv = await readFile(await (await statement).path(), 'utf8');
  expect(csv.split('\n')[0]).toBe('jenis,tanggal,keterangan,masuk,keluar,saldo');
  expect(csv).toContain(`SUKARELA,${todayInJakarta()},Saldo akhir,0,0,300000`);
  await page.goto('/notification');
  await expect(page.getByRole('main')).toContainText('Penarikan Dibayar');

  // ADMIN enters last year's RAT decision, checks the preview adds up to the pool, and posts it once. The new saver
  // joined this year and has no share of last year; the demo members (pokok and wajib booked since they joined, loan
  // interest paid last year) have.
  await page.goto('/admin');
  await layout.logout();
  await new AdminLoginPage(page).signIn('admin', demoPassword);
  const year = Number(todayInJakarta().slice(0, 4)) - 1;
  const shuAdmin = new AdminShuPage(page);
  await shuAdmin.open();
  await shuAdmin.chooseYear(year);
  await shuAdmin.enterDecision({ pool: '25.000.000', percent: '40', ratDate: todayInJakarta() });
  const preview = shuAdmin.preview(year);
  await expect(preview).toContainText('Rp 25.000.000 ✓ sama dengan dana');
  await expect(preview).toContainText(demoMembers.siti.nik);
  await expect(preview).not.toContainText(member.nik);
  await checkAtBothWidths(page, 'savings-admin-shu-preview', testInfo, () => expect(preview).toBeVisible());
  await shuAdmin.post(year);
  const exported = page.waitForEvent('download');
  await shuAdmin.posted(year).getByRole('button', { name: 'Unduh CSV' }).click();
  const shuCsv = await readFile(await (await exported).path(), 'utf8');
  expect(shuCsv.split('\n')[0]).toBe(
    'nik,nama,dasar_jasa_modal,dasar_jasa_usaha,jasa_modal,jasa_usaha,total_shu',
  );
  const total = shuCsv
    .trim()
    .split('\n')
    .slice(1)
    .reduce((sum, line) => sum + Number(line.split(',').at(-1)), 0);
  expect(total).toBe(25_000_000);

  // Siti reads her SHU with its computation in words and downloads the slip (her session replaces the saver's).
  const siti = await signInThroughApi(page.request, demoMembers.siti.nik, demoPassword);
  await page.addInitScript((value) => window.localStorage.setItem('session', value), JSON.stringify(siti));
  const shu = new ShuPage(page);
  await shu.open();
  const card = shu.year(year);
  await expect(card).toContainText('Jasa Modal');
  await expect(card).toContainText('Jasa modal: simpanan pokok + wajib Anda per 31-12-');
  await checkAtBothWidths(page, 'savings-member-shu', testInfo, () => expect(card).toBeVisible());
  const slip = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Unduh Slip PDF' }).click();
  const bytes = await readFile(await (await slip).path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await savings.open();
  await savings.showHistoryOf('Simpanan Sukarela');
  await expect(savings.historyEntry(`SHU tahun ${year}`)).toHaveCount(1);
});
