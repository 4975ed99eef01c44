import { signInThroughApi } from '../fixtures/api';
import { demoMembers, demoPassword } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { SimpananPage } from '../pages/simpanan-page';
import { checkAtBothWidths } from '../support/check-page';

// Monthly sukarela by salary deduction: Andi (no loans) sets Rp 200.000 a month on /simpanan, sees it in force or
// scheduled for the next open payroll period (depending on today and the cut-off day), then stops it. axe and
// screenshots at 390×844 and 1280×800 by checkAtBothWidths.

test('a member sets a monthly sukarela by salary deduction and stops it', async ({ page }, testInfo) => {
  const andi = await signInThroughApi(page.request, demoMembers.andi.nik, demoPassword);
  await page.addInitScript((value) => window.localStorage.setItem('session', value), JSON.stringify(andi));
  const savings = new SimpananPage(page);
  await savings.open();
  await expect(savings.monthlyPlan).toContainText('Berlaku sekarang');
  await checkAtBothWidths(page, 'sukarela-monthly-start', testInfo, () =>
    expect(savings.monthlyPlan.getByRole('button', { name: 'Atur potongan' })).toBeVisible(),
  );
  // The form loads when asked for.
  await savings.openMonthlyPlanForm();
  await checkAtBothWidths(page, 'sukarela-monthly-form', testInfo, () =>
    expect(savings.monthlyPlan.getByRole('button', { name: 'Simpan' })).toBeVisible(),
  );

  await savings.setMonthlyPlan('200.000');
  // Before this month's cut-off it is in force at once; after it, it is scheduled for next month.
  await expect(savings.monthlyPlan).toContainText(/Rp 200\.000 per bulan/);
  await expect(savings.monthlyPlan.getByRole('button', { name: 'Hentikan' })).toBeVisible();
  await checkAtBothWidths(page, 'sukarela-monthly-set', testInfo, () =>
    expect(savings.monthlyPlan.getByRole('button', { name: 'Hentikan' })).toBeVisible(),
  );

  await savings.stopMonthlyPlan();
  await expect(savings.monthlyPlan.getByRole('button', { name: 'Hentikan' })).toHaveCount(0);
  await expect(savings.monthlyPlan).not.toContainText(/Rp 200\.000 per bulan/);
});
