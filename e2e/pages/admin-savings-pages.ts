import { expect, type Locator, type Page } from '@playwright/test';

/** FINANCE's savings queues: /admin/savings-deposits and /admin/savings-withdrawals, one card per request. */
export class AdminSavingsQueuePage {
  readonly main: Locator;

  constructor(
    private readonly page: Page,
    private readonly kind: 'deposits' | 'withdrawals',
  ) {
    this.main = page.getByRole('main');
  }

  get heading(): Locator {
    const name = this.kind === 'deposits' ? 'Setoran Sukarela' : 'Penarikan Sukarela';
    return this.main.getByRole('heading', { level: 1, name });
  }

  async open(): Promise<void> {
    await this.page.goto(`/admin/savings-${this.kind}`);
    await expect(this.heading).toBeVisible();
    await expect(this.main.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** The card of a member's request, titled "<name> · <amount>…". */
  card(memberName: string): Locator {
    return this.main.getByRole('region', { name: new RegExp(`^${memberName} · `) });
  }

  /** Presses a decision on the card, confirms it in the dialog and waits for the server's message. */
  async decide(
    memberName: string,
    button: string,
    confirmLabel: string,
    expectedToast: string,
  ): Promise<void> {
    await this.card(memberName).getByRole('button', { name: button, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText(memberName);
    await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
    await expect(this.page.getByText(expectedToast, { exact: true }).first()).toBeVisible();
    await expect(dialog).toBeHidden();
  }
}
