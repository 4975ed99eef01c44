import { expect, type Locator, type Page } from '@playwright/test';

/** The create/edit dialog every content list opens. */
class ContentDialog {
  readonly root: Locator;

  constructor(page: Page, name: RegExp | string) {
    this.root = page.getByRole('dialog', { name });
  }

  field(name: RegExp | string): Locator {
    return this.root.getByRole('textbox', { name });
  }

  async save(): Promise<void> {
    await this.root.getByRole('button', { name: 'Simpan' }).click();
    await expect(this.root).toBeHidden();
  }
}

/** /admin/faq: FAQ answers by category. */
export class AdminFaqPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Daftar FAQ' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/faq');
    await expect(this.table).toBeVisible();
  }

  /** Replaces the answer of the first FAQ of a category with `text`, typed into the rich-text editor. */
  async editAnswer(category: string, text: string): Promise<void> {
    await this.page
      .getByRole('button', { name: new RegExp(`^Ubah FAQ ${category} #`) })
      .first()
      .click();
    const dialog = new ContentDialog(this.page, 'Ubah FAQ');
    const editor = dialog.field(/^Jawaban/);
    await expect(editor).not.toBeEmpty();
    await editor.fill(text);
    await dialog.save();
  }
}

/** /admin/pages: about, terms and privacy. */
export class AdminStaticPagesPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/admin/pages');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Halaman Statis' })).toBeVisible();
  }

  async choose(label: 'Tentang Kami' | 'Syarat dan Ketentuan' | 'Kebijakan Privasi'): Promise<void> {
    await this.page.getByRole('tab', { name: label }).click();
  }

  /** Adds a paragraph at the end of the page's text in the rich-text editor. */
  async appendParagraph(text: string): Promise<void> {
    const body = this.page.getByRole('textbox', { name: /^Isi halaman/ });
    await expect(body).not.toBeEmpty();
    await body.click();
    await body.press('Control+End');
    await body.press('Enter');
    await this.page.keyboard.type(text);
    await expect(body).toContainText(text);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Simpan halaman' }).click();
  }
}

/** /admin/promotions: the promo pages the landing page embeds. */
export class AdminPromotionsPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Daftar promosi' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/promotions');
    await expect(this.table).toBeVisible();
  }

  async edit(currentTitle: string, changes: { title?: string; url?: string }): Promise<void> {
    await this.page.getByRole('button', { name: `Ubah promosi ${currentTitle}` }).click();
    const dialog = new ContentDialog(this.page, 'Ubah promosi');
    if (changes.title !== undefined) await dialog.field(/^Judul/).fill(changes.title);
    if (changes.url !== undefined) await dialog.field(/^URL halaman promo/).fill(changes.url);
    await dialog.save();
  }

  /** Tries a URL and returns the dialog's error under the field (the dialog stays open). */
  async tryUrl(currentTitle: string, url: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Ubah promosi ${currentTitle}` }).click();
    const dialog = new ContentDialog(this.page, 'Ubah promosi');
    await dialog.field(/^URL halaman promo/).fill(url);
    await dialog.root.getByRole('button', { name: 'Simpan' }).click();
    return dialog.root;
  }

  async cancelDialog(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();
  }
}

/** /admin/products: loan products with rate tiers. */
export class AdminProductsPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Daftar produk' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/products');
    await expect(this.table).toBeVisible();
  }

  async open(productName: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Ubah produk ${productName}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Ubah produk ${productName}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async setTier(
    dialog: Locator,
    tier: number,
    field: 'Jumlah minimal' | 'Jumlah maksimal' | 'Bunga efektif' | 'Tenor maks.',
    value: string,
  ) {
    await dialog.getByRole('textbox', { name: `${field} (tingkat ${tier})` }).fill(value);
  }

  async setDescription(dialog: Locator, text: string): Promise<void> {
    await dialog.getByRole('textbox', { name: 'Deskripsi' }).fill(text);
  }

  async save(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: 'Simpan' }).click();
  }

  row(productName: string): Locator {
    return this.table.getByRole('row').filter({ hasText: productName });
  }
}
