import { expect, type Locator, type Page } from '@playwright/test';

/** /notification: the member's notifications, unread first (SPEC §2 Notifications). */
export class NotificationPage {
  readonly list: Locator;

  constructor(private readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Daftar notifikasi' });
  }

  async open(): Promise<void> {
    await this.page.goto('/notification');
    await expect(this.list).toBeVisible();
  }

  /** Opens the notification whose description matches `text`. */
  async openEntry(text: string | RegExp): Promise<void> {
    await this.list.getByRole('button').filter({ hasText: text }).first().click();
  }
}
