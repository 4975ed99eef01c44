import type { Locator, Page } from '@playwright/test';

export type CommentInput = { name: string; email: string; text: string };

/** `/blog/:slug`: the article, its share links, approved comments and the comment form. */
export class BlogArticlePage {
  readonly comments: Locator;
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.comments = page.getByRole('list', { name: 'Daftar komentar' });
    this.form = page.getByRole('form', { name: 'Tulis komentar' });
  }

  heading(title: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: title });
  }

  shareLink(name: 'WhatsApp' | 'Facebook' | 'X'): Locator {
    return this.page.getByRole('region', { name: 'Bagikan artikel' }).getByRole('link', { name });
  }

  async fillComment(comment: CommentInput, agree = true): Promise<void> {
    await this.form.getByRole('textbox', { name: 'Nama' }).fill(comment.name);
    await this.form.getByRole('textbox', { name: 'Email' }).fill(comment.email);
    await this.form.getByRole('textbox', { name: 'Komentar' }).fill(comment.text);
    if (agree) await this.form.getByRole('checkbox').check();
  }

  async submitComment(): Promise<void> {
    await this.form.getByRole('button', { name: 'Kirim Komentar' }).click();
  }

  /** The reply message shown above the form after a comment is sent. */
  sentMessage(): Locator {
    return this.form.getByRole('alert');
  }

  comment(name: string): Locator {
    return this.comments.getByRole('listitem').filter({ hasText: name });
  }
}
