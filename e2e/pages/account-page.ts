import { expect, type Locator, type Page } from '@playwright/test';

/** /account and /account/change (docs/product/screens.md Account): profile, Upload Foto, Ubah Password, Logout, edit form. */
export class AccountPage {
  readonly main: Locator;
  readonly profile: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.profile = page.getByRole('region', { name: 'Data diri' });
  }

  async open(): Promise<void> {
    await this.page.goto('/account');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Akun' })).toBeVisible();
  }

  /** Upload Foto: picks `file`, keeps the default crop, saves, and closes the success popup; resolves with its text. */
  async uploadPhoto(file: string, beforeSave?: () => Promise<void>): Promise<string> {
    await this.main.getByRole('button', { name: 'Upload Foto' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Upload Foto' });
    await dialog.getByLabel('Pilih file foto').setInputFiles(file);
    await expect(dialog.getByRole('slider', { name: 'Perbesar' })).toBeVisible();
    await beforeSave?.();
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    const done = this.page.getByRole('dialog', { name: 'Berhasil!' });
    await expect(done).toBeVisible();
    const text = (await done.textContent()) ?? '';
    await done.getByRole('button').click();
    return text;
  }

  /** The value of one fact of the profile ("Saldo Iuran Wajib"). */
  fact(label: string): Locator {
    return this.profile.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  }

  /** The member's photo on the account page. */
  photo(name: string): Locator {
    return this.main.getByRole('img', { name: `Foto profil ${name}` });
  }

  async openPasswordDialog(): Promise<Locator> {
    await this.main.getByRole('button', { name: 'Ubah Password' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Ubah Password' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Fills the three fields of the Ubah Password dialog and presses Simpan. */
  async submitPassword(
    dialog: Locator,
    oldPassword: string,
    newPassword: string,
    confirmation = newPassword,
  ) {
    await dialog.getByLabel(/^Password lama/).fill(oldPassword);
    await dialog.getByLabel(/^Password baru/).fill(newPassword);
    await dialog.getByLabel(/^Konfirmasi password baru/).fill(confirmation);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
  }

  async openEdit(): Promise<void> {
    await this.main.getByRole('link', { name: 'Ubah Profil' }).click();
    await expect(this.page).toHaveURL('/account/change');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Ubah Profil' })).toBeVisible();
  }

  get phoneInput(): Locator {
    return this.main.getByRole('textbox', { name: /^No\. Handphone/ });
  }

  get addressInput(): Locator {
    return this.main.getByRole('textbox', { name: /^Alamat/ });
  }
}
