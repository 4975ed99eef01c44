import { expect, type Locator, type Page } from '@playwright/test';
import { AdminLayout } from './admin-layout';

/** /admin/outbox (ADMIN): the mail and reminder queues' backlog cards, sent and failed counts, failures. */
export class AdminOutboxPage {
  readonly main: Locator;
  readonly mail: Locator;
  readonly reminders: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.mail = this.main.getByRole('region', { name: 'Email', exact: true });
    this.reminders = this.main.getByRole('region', { name: 'Notifikasi Pengingat', exact: true });
  }

  /** Opens the page from the side menu and waits for both queues' figures. */
  async openFromMenu(): Promise<void> {
    await new AdminLayout(this.page).openMenuItem('Antrean Email & Notifikasi');
    await expect(
      this.main.getByRole('heading', { level: 1, name: 'Antrean Email & Notifikasi' }),
    ).toBeVisible();
    await expect(this.mail).toBeVisible();
    await expect(this.reminders).toBeVisible();
  }

  /** The backlog card of one lane ('Mendesak (OTP)', 'Massal', 'Notifikasi push'…) in `queue`. */
  lane(queue: Locator, label: string): Locator {
    return queue
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: label, exact: true }) });
  }

  /** Waits until the figure `label` ('Terkirim 1 jam terakhir'…) of `queue` reads a number matching `value`. */
  async expectFigure(queue: Locator, label: string, value: RegExp): Promise<void> {
    await expect(queue).toContainText(new RegExp(`${label}\\s*${value.source}`));
  }
}
