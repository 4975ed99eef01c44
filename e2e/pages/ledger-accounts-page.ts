import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The Akun tab of /admin/buku-besar: the chart of accounts (FINANCE and ADMIN read it), ADMIN's "Tambah akun" form
 * (the type shown from the code's first digit as it is typed) and "Ubah nama" dialog per row.
 */
export class LedgerAccountsPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly tab: Locator;
  readonly table: Locator;
  readonly addForm: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Buku Besar' });
    this.tab = this.main.getByRole('tab', { name: 'Akun', exact: true });
    this.table = this.main.getByRole('table', { name: 'Bagan akun' });
    this.addForm = this.main.getByRole('form', { name: 'Tambah akun' });
  }

  /** Opens the tab by its address, and waits for the chart. */
  async open(): Promise<void> {
    await this.page.goto('/admin/buku-besar?tab=akun');
    await expect(this.heading).toBeVisible();
    await this.waitForChart();
  }

  /** Opens the tab from the Buku Besar page's tab list, and waits for the chart. */
  async openTab(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await this.tab.click();
    await expect(this.tab).toHaveAttribute('aria-selected', 'true');
    await this.waitForChart();
  }

  async waitForChart(): Promise<void> {
    await expect(this.main.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(this.table).toBeVisible();
  }

  /** An account's row, found by its code (the row's header). */
  row(code: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: code, exact: true }) });
  }

  /** The first code from `from` up to the end of its hundred that no account has yet. */
  async findFreeCode(from: number): Promise<string> {
    const used = new Set(
      (await this.table.getByRole('rowheader').allInnerTexts()).map((code) => code.trim()),
    );
    for (let code = from; code < Math.floor(from / 100) * 100 + 100; code += 1) {
      if (!used.has(String(code))) return String(code);
    }
    throw new Error(`every code from ${from} is in use`);
  }

  /** Types a code and a name into "Tambah akun", and waits for the type the code's first digit names. */
  async fillNewAccount(code: string, name: string, type: string): Promise<void> {
    await this.addForm.getByRole('textbox', { name: 'Kode' }).fill(code);
    await this.addForm.getByRole('textbox', { name: 'Nama' }).fill(name);
    await expect(this.addForm.getByRole('status')).toHaveText(`Jenis akun: ${type}`);
  }

  /** Sends the filled form and waits for the server's message and the account's row. */
  async addFilledAccount(code: string): Promise<void> {
    await this.addForm.getByRole('button', { name: 'Tambah akun' }).click();
    await expect(this.page.getByText('Akun ditambahkan').first()).toBeVisible();
    await expect(this.row(code)).toBeVisible();
    await expect(this.addForm.getByRole('textbox', { name: 'Kode' })).toHaveValue('');
  }

  /** Opens an account's "Ubah nama" dialog from its row and returns it. */
  async openRename(code: string): Promise<Locator> {
    await this.row(code)
      .getByRole('button', { name: new RegExp(`^Ubah nama akun ${code} `) })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Ubah nama akun ${code}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Saves a new name in the open dialog and waits for the server's message and the dialog to close. */
  async rename(dialog: Locator, name: string): Promise<void> {
    await dialog.getByRole('textbox', { name: 'Nama akun' }).fill(name);
    await dialog.getByRole('button', { name: 'Simpan nama' }).click();
    await expect(this.page.getByText('Nama akun disimpan').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  }
}
