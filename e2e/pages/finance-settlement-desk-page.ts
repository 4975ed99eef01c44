import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/settlements (FINANCE): requests to check (PT1) and transfer proofs to confirm (PT3), one card each. */
export class FinanceSettlementDeskPage {
  readonly main: Locator;
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Pelunasan' });
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/settlements');
    await expect(this.heading).toBeVisible();
    await expect(this.main.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** The card of a loan's request, titled "<AgreementNo> · Perlu diperiksa" (PT1) or "· Bukti transfer" (PT3). */
  card(agreementNo: string, kind: 'Perlu diperiksa' | 'Bukti transfer'): Locator {
    return this.main.getByRole('region', { name: `${agreementNo} · ${kind}`, exact: true });
  }

  /** The member's transfer proof as FINANCE sees it (fetched with the staff token). */
  proofImage(agreementNo: string): Locator {
    return this.card(agreementNo, 'Bukti transfer').getByRole('img', { name: 'Bukti transfer' });
  }

  /**
   * Presses a decision on the card, answers its dialog (with the reason for Tolak and Kembalikan), waits for the
   * server's message and for the card to leave the queue.
   */
  async decide(
    agreementNo: string,
    kind: 'Perlu diperiksa' | 'Bukti transfer',
    decision: 'Setujui' | 'Tolak' | 'Konfirmasi Lunas' | 'Kembalikan',
    expectedToast: string,
    reason?: string,
  ): Promise<void> {
    const card = this.card(agreementNo, kind);
    await card.getByRole('button', { name: decision, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `${decision} · ${agreementNo}` });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: decision, exact: true });
    if (reason !== undefined) {
      // The decision cannot be sent without the reason the member will read.
      await expect(confirm).toBeDisabled();
      await dialog.getByRole('textbox', { name: 'Alasan (dibaca anggota)' }).fill(reason);
    }
    await confirm.click();
    await expect(this.page.getByText(expectedToast, { exact: true }).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
  }

  /** FINANCE approves a request (PT1 → PT2): the quote is frozen and the member may pay. */
  async approve(agreementNo: string): Promise<void> {
    await this.decide(agreementNo, 'Perlu diperiksa', 'Setujui', 'Pelunasan disetujui');
  }

  /** Opens the decision dialog and the dialog only, for the accessibility check. */
  async openDialog(agreementNo: string, kind: 'Perlu diperiksa' | 'Bukti transfer', decision: string) {
    await this.card(agreementNo, kind).getByRole('button', { name: decision, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `${decision} · ${agreementNo}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
