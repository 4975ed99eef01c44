import { expect, type Locator, type Page } from '@playwright/test';
import { AdminLayout } from './admin-layout';

type OfferFields = {
  title: string;
  description: string;
  value: string;
  months: string;
  stock: string;
  image?: string;
};

/** /admin/point-offers (EDITOR) and the points section of /admin/members/:id (ADMIN). */
export class AdminPointOffersPage {
  readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  /** Opens the page from the side menu (a drawer behind 'Buka menu' on phones). */
  async openFromMenu(): Promise<void> {
    await new AdminLayout(this.page).openMenuItem('Penawaran Poin');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Penawaran Poin' })).toBeVisible();
    await expect(this.main.getByRole('list', { name: 'Daftar penawaran poin' })).toBeVisible();
  }

  offer(title: string): Locator {
    return this.main.getByRole('article').filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  /** Opens the dialog of a new offer, or of `existing`. */
  async openOfferDialog(existing?: string): Promise<Locator> {
    if (existing)
      await this.offer(existing)
        .getByRole('button', { name: `Ubah ${existing}` })
        .click();
    else await this.main.getByRole('button', { name: 'Tambah Penawaran' }).click();
    const dialog = this.page.getByRole('dialog', {
      name: existing ? 'Ubah Penawaran Poin' : 'Tambah Penawaran Poin',
    });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async fillOffer(dialog: Locator, fields: OfferFields): Promise<void> {
    await dialog.getByRole('textbox', { name: /^Judul/ }).fill(fields.title);
    await dialog.getByRole('textbox', { name: /^Deskripsi/ }).fill(fields.description);
    await dialog.getByRole('textbox', { name: /^Nilai \(poin\)/ }).fill(fields.value);
    await dialog.getByRole('textbox', { name: /^Masa berlaku/ }).fill(fields.months);
    await dialog.getByRole('textbox', { name: /^Stok/ }).fill(fields.stock);
    if (fields.image) {
      await dialog.locator('input[type=file]').setInputFiles(fields.image);
      await expect(dialog.getByRole('img', { name: 'Pratinjau gambar penawaran' })).toBeVisible();
    }
  }

  /** Fills the offer dialog (a new one, or the one of `existing`) and saves it. */
  async saveOffer(fields: OfferFields, existing?: string): Promise<void> {
    const dialog = await this.openOfferDialog(existing);
    await this.fillOffer(dialog, fields);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
  }

  async setActive(title: string, isActive: boolean): Promise<void> {
    await this.offer(title)
      .getByRole('button', { name: `Ubah ${title}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Ubah Penawaran Poin' });
    await dialog.getByLabel(/^Aktif/).setChecked(isActive);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
  }

  /** On the member detail page: grants or deducts with a reason, confirming; resolves when the toast shows. */
  async adjustMemberPoints(direction: 'Tambah poin' | 'Kurangi poin', amount: string, reason: string) {
    const section = this.main.getByRole('region', { name: 'Poin', exact: true });
    await section.getByRole('radio', { name: direction }).check();
    await section.getByRole('textbox', { name: 'Jumlah poin' }).fill(amount);
    await section.getByRole('textbox', { name: 'Alasan' }).fill(reason);
    await section.getByRole('button', { name: 'Simpan penyesuaian' }).click();
    return section;
  }
}
