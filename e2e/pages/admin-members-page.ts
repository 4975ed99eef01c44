import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/members and /admin/members/:id: search, open a member, the ADMIN actions. */
export class AdminMembersPage {
  readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/members');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Anggota' })).toBeVisible();
  }

  /** Searches by NIK, name or company and waits for the row of `nik`. */
  async search(text: string, nik: string): Promise<void> {
    await this.main.getByRole('textbox', { name: 'Cari NIK, nama atau perusahaan' }).fill(text);
    await this.main.getByRole('button', { name: 'Cari' }).click();
    await expect(this.main.getByRole('row').filter({ hasText: nik })).toHaveCount(1);
  }

  /** Opens the detail page from the list by the member's name. */
  async openMember(name: string, nik: string): Promise<void> {
    await this.main.getByRole('link', { name }).click();
    await expect(this.main.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(this.main.getByRole('region', { name: 'Profil' })).toContainText(nik);
  }

  get resignButton(): Locator {
    return this.main.getByRole('button', { name: 'Nonaktifkan (resign)' });
  }

  get resetPasswordButton(): Locator {
    return this.main.getByRole('button', { name: 'Reset password' });
  }
}
