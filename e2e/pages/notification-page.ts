import { expect, type Locator, type Page } from '@playwright/test';

/** /notification: the member's notifications, newest first (docs/product/screens.md Notifications, docs/product). */
export class NotificationPage {
  readonly list: Locator;

  constructor(private readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Daftar notifikasi' });
  }

  async open(): Promise<void> {
    await this.page.goto('/notification');
    await expect(this.list).toBeVisible();
  }

  /** The notification (a button in the list) whose description matches `text`. */
  entry(text: string | RegExp): Locator {
    return this.list.getByRole('button').filter({ hasText: text }).first();
  }

  /** Every notification of the list, top to bottom. */
  entries(): Locator {
    return this.list.getByRole('button');
  }

  /** The header chip of a notification: its label says what kind of news it is. */
  chipOf(entry: Locator): Locator {
    return entry.locator('.MuiChip-root');
  }

  /** Opens the notification whose description matches `text`. */
  async openEntry(text: string | RegExp): Promise<void> {
    await this.entry(text).click();
  }
}
