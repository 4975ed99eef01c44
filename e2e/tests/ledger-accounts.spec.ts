import { demoPassword } from '../fixtures/demo-accounts';
import { signInFinance } from '../fixtures/settlement-steps';
import { expect, test } from '../fixtures/test';
import { AdminLayout } from '../pages/admin-layout';
import { AdminLoginPage } from '../pages/admin-login-page';
import { LedgerAccountsPage } from '../pages/ledger-accounts-page';
import { checkAtBothWidths } from '../support/check-page';

// The chart of accounts (docs/product/ledger.md): ADMIN adds an expense account, its type shown from the code's
// first digit as it is typed, renames it and finds it in the list; FINANCE reads the same list with nothing to
// change. Runs in the mobile project; checkAtBothWidths runs axe at 390×844 and 1280×800.

test.describe('the chart of accounts in the Buku Besar page', () => {
  test('ADMIN adds an account and renames it; FINANCE reads the chart without the form', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const firstName = `Beban pelatihan (e2e ${stamp})`;
    const newName = `Beban pendidikan pengurus (e2e ${stamp})`;
    const accounts = new LedgerAccountsPage(page);

    // ADMIN: Buku Besar from the menu, then its Akun tab; the seeded chart with its types.
    await page.goto('/admin/login');
    await new AdminLoginPage(page).signIn('admin', demoPassword);
    await new AdminLayout(page).openMenuItem('Buku Besar');
    await accounts.openTab();
    await expect(accounts.row('1101')).toContainText('Kas');
    await expect(accounts.row('1101')).toContainText('Aset');
    await expect(accounts.row('2101')).toContainText('Liabilitas');

    // A new expense account (a code the chart does not have yet, also on a repeated run).
    const code = await accounts.findFreeCode(5902);
    await accounts.fillNewAccount(code, firstName, 'Beban');
    await checkAtBothWidths(page, 'ledger-accounts-add', testInfo, () =>
      expect(accounts.addForm).toBeVisible(),
    );
    await accounts.addFilledAccount(code);
    await expect(accounts.row(code)).toContainText(firstName);
    await expect(accounts.row(code)).toContainText('Beban');

    // The same code again is refused under the code.
    await accounts.fillNewAccount(code, 'Akun kembar', 'Beban');
    await accounts.addForm.getByRole('button', { name: 'Tambah akun' }).click();
    await expect(accounts.addForm.getByRole('textbox', { name: 'Kode' })).toHaveAccessibleDescription(
      `Kode akun ${code} sudah dipakai`,
    );

    // Renamed from its row: the dialog keeps the code and type, the list shows the new name.
    const dialog = await accounts.openRename(code);
    await expect(dialog.getByRole('textbox', { name: 'Nama akun' })).toHaveValue(firstName);
    await expect(dialog).toContainText(`Kode ${code} dan jenisnya (Beban) tidak berubah`);
    await checkAtBothWidths(page, 'ledger-accounts-rename', testInfo, () => expect(dialog).toBeVisible());
    await accounts.rename(dialog, newName);
    await expect(accounts.row(code)).toContainText(newName);
    await expect(accounts.row(code)).not.toContainText(firstName);
    await expect(accounts.row(code)).toContainText('Beban');

    // FINANCE: the same chart, the renamed account in it, and nothing to add or rename.
    await new AdminLayout(page).logout();
    await signInFinance(page);
    await accounts.open();
    await expect(accounts.row(code)).toContainText(newName);
    await expect(accounts.addForm).toHaveCount(0);
    await expect(accounts.main.getByRole('button', { name: 'Tambah akun' })).toHaveCount(0);
    await expect(accounts.main.getByRole('button', { name: /^Ubah nama/ })).toHaveCount(0);
    await checkAtBothWidths(page, 'ledger-accounts-finance', testInfo, () =>
      expect(accounts.table).toBeVisible(),
    );
  });
});
