import { expect, type Locator, type Page } from '@playwright/test';

export type ArticleInput = { title: string; category: string; tags: string; body: string };

/** /admin/blog and its editor: write, save, upload a cover, publish. */
export class AdminBlogPage {
  readonly list: Locator;

  constructor(private readonly page: Page) {
    this.list = page.getByRole('table', { name: 'Daftar artikel blog' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/blog');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  }

  /** Opens the editor, fills every field and saves a draft; resolves on the saved article's editor page. */
  async writeDraft(article: ArticleInput): Promise<void> {
    await this.page.getByRole('link', { name: 'Tulis artikel' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Tulis Artikel' })).toBeVisible();
    await this.page.getByRole('textbox', { name: 'Judul' }).fill(article.title);
    await this.page.getByRole('textbox', { name: 'Kategori' }).fill(article.category);
    await this.page.getByRole('textbox', { name: 'Tag' }).fill(article.tags);
    const body = this.page.getByRole('textbox', { name: /^Isi artikel/ });
    await body.click();
    await body.pressSequentially(article.body);
    await this.page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Ubah Artikel' })).toBeVisible();
    await expect(this.page).toHaveURL(/\/admin\/blog\/\d+$/);
  }

  async uploadCover(file: string): Promise<void> {
    await this.page.getByLabel('Pilih gambar sampul').setInputFiles(file);
    await expect(this.page.getByText('Gambar sampul diunggah.')).toBeVisible();
    await expect(this.page.getByRole('img', { name: 'Gambar sampul saat ini' })).toBeVisible();
  }

  async publish(): Promise<void> {
    await this.page.getByRole('button', { name: 'Terbitkan' }).click();
    await expect(this.page.getByText('Artikel diterbitkan').first()).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Tarik dari publikasi' })).toBeVisible();
  }
}

/** /admin/blog/comments: the moderation queue. */
export class AdminCommentModerationPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/admin/blog/comments');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Moderasi Komentar' })).toBeVisible();
  }

  pendingComment(name: string): Locator {
    return this.page
      .getByRole('list', { name: 'Daftar komentar' })
      .getByRole('listitem')
      .filter({ hasText: name });
  }

  async approve(name: string): Promise<void> {
    await this.pendingComment(name)
      .getByRole('button', { name: `Setujui komentar ${name}` })
      .click();
    await expect(this.page.getByText('Komentar disetujui').first()).toBeVisible();
    await expect(this.pendingComment(name)).toHaveCount(0);
  }
}
