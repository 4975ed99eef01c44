import { formatPeriod } from '@kopkar/domain';
import { type Download, expect, type Locator, type Page } from '@playwright/test';

type Tab = 'Neraca saldo' | 'Jurnal' | 'Periode' | 'Laporan';
export type Statement =
  | 'Laporan Posisi Keuangan'
  | 'Perhitungan Hasil Usaha'
  | 'Laporan Arus Kas'
  | 'Laporan Perubahan Ekuitas'
  | 'Buku Besar per Akun';
export type ManualLine = { account: string; debit?: number; credit?: number };

/** Whole Rupiah from a figure as the page writes it (`Rp 1.250.000`; a dash or `Rp 0` for nothing). */
export function readRupiah(text: string): number {
  const digits = text.replace(/[^\d-]/g, '');
  return digits === '' || digits === '-' ? 0 : Number(digits);
}

/**
 * /admin/buku-besar (FINANCE, ADMIN): Neraca saldo (trial balance and reconciliation), Jurnal (manual entries,
 * approvals, reversals), Periode (closing a month) and Laporan (the SAK EP statements and their files), one tab each.
 */
export class LedgerPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly trialBalance: Locator;
  readonly reconciliation: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Buku Besar' });
    this.trialBalance = this.main.getByRole('table', { name: /^Neraca saldo per / });
    this.reconciliation = this.main.getByRole('region', { name: 'Rekonsiliasi sub-ledger' });
  }

  /** Opens the page on a tab (Neraca saldo when none) and waits for its tables or lists to load. */
  async open(tab?: 'jurnal' | 'periode'): Promise<void> {
    await this.page.goto(tab ? `/admin/buku-besar?tab=${tab}` : '/admin/buku-besar');
    await expect(this.heading).toBeVisible();
    await this.waitForData();
  }

  async openTab(name: Tab): Promise<void> {
    const tab = this.main.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await this.waitForData();
  }

  async waitForData(): Promise<void> {
    await expect(this.main.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** The trial balance's "Seimbang" notice (the totals are equal). */
  get balancedNotice(): Locator {
    return this.main
      .getByRole('status')
      .filter({ hasText: /^Seimbang: total debit sama dengan total kredit/ });
  }

  /** A row of the trial balance, found by its header (an account's code, or a total's name when `exact`). */
  trialBalanceRow(header: string, exact = false): Locator {
    return this.trialBalance
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: header, exact }) });
  }

  /**
   * An account's debit and credit balance in the trial balance: two columns from sm up, one on a phone (the
   * amount with the side it falls on under it).
   */
  async readTrialBalance(code: string): Promise<{ debit: number; credit: number }> {
    const cells = this.trialBalanceRow(code).getByRole('cell');
    if ((await cells.count()) === 2) {
      return {
        debit: readRupiah(await cells.nth(0).innerText()),
        credit: readRupiah(await cells.nth(1).innerText()),
      };
    }
    const [amount = '', side = ''] = (await cells.first().innerText()).split('\n');
    const value = readRupiah(amount);
    return side.trim() === 'Kredit' ? { debit: 0, credit: value } : { debit: value, credit: 0 };
  }

  /** The two totals of the trial balance (one "Jumlah" row, or "Jumlah debit" and "Jumlah kredit" on a phone). */
  async readTotals(): Promise<{ debit: number; credit: number }> {
    const wide = this.trialBalanceRow('Jumlah', true);
    if ((await wide.count()) > 0) {
      const cells = wide.getByRole('cell');
      return {
        debit: readRupiah(await cells.nth(0).innerText()),
        credit: readRupiah(await cells.nth(1).innerText()),
      };
    }
    const total = async (name: string) =>
      readRupiah(await this.trialBalanceRow(name, true).getByRole('cell').innerText());
    return { debit: await total('Jumlah debit'), credit: await total('Jumlah kredit') };
  }

  /**
   * Enters a manual entry in the Jurnal tab's form (today's date unless given), checks the live totals say
   * "Seimbang", confirms, and waits for the server's message.
   */
  async enterManualJournal(entry: {
    description: string;
    lines: ManualLine[];
    date?: string;
  }): Promise<void> {
    const section = this.main.getByRole('region', { name: 'Jurnal manual' });
    await section.getByRole('button', { name: 'Buat jurnal manual' }).click();
    const form = section.getByRole('form', { name: 'Jurnal manual' });
    await expect(form).toBeVisible();
    if (entry.date) await form.getByLabel('Tanggal').fill(entry.date);
    await form.getByRole('textbox', { name: 'Keterangan' }).fill(entry.description);
    for (const [index, line] of entry.lines.entries()) {
      if (index >= 2) await form.getByRole('button', { name: 'Tambah baris' }).click();
      const group = form.getByRole('group', { name: `Baris ${index + 1}` });
      await group.getByRole('combobox', { name: 'Akun' }).selectOption(line.account);
      if (line.debit) await group.getByRole('textbox', { name: 'Debit (Rp)' }).fill(String(line.debit));
      if (line.credit) await group.getByRole('textbox', { name: 'Kredit (Rp)' }).fill(String(line.credit));
    }
    await expect(form.getByRole('status', { name: 'Total jurnal' })).toContainText('Seimbang');
  }

  /** Saves the filled manual entry through its confirmation and waits for the server's message. */
  async saveManualJournal(): Promise<void> {
    const form = this.main.getByRole('form', { name: 'Jurnal manual' });
    await form.getByRole('button', { name: 'Simpan jurnal' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Simpan jurnal manual' });
    await expect(dialog).toContainText('Jurnal baru diposting setelah disetujui petugas lain.');
    await dialog.getByRole('button', { name: 'Ya, simpan' }).click();
    await expect(
      this.page.getByText('Jurnal disimpan dan menunggu persetujuan petugas lain').first(),
    ).toBeVisible();
    await expect(form).toBeHidden();
  }

  /** A journal entry's card in the Jurnal tab's list, found by its description. */
  journal(description: string): Locator {
    return this.main.getByRole('article').filter({ hasText: description });
  }

  /** Approves a waiting entry (as a staff member other than its maker) and waits for it to read "Diposting". */
  async approve(entry: Locator): Promise<void> {
    await entry.getByRole('button', { name: /^Setujui jurnal #\d+$/ }).click();
    await expect(this.page.getByText('Jurnal diposting').first()).toBeVisible();
    await expect(entry.getByText('Diposting', { exact: true })).toBeVisible();
  }

  /** Asks to close a month from the Periode tab and returns the confirmation, which says it cannot be undone. */
  async askToClosePeriod(month: string): Promise<Locator> {
    const form = this.main.getByRole('form', { name: 'Tutup periode' });
    await form.getByLabel('Bulan').fill(month);
    await form.getByRole('button', { name: 'Tutup periode' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Tutup periode' });
    await expect(dialog).toContainText(`Tutup periode ${formatPeriod(month)}?`);
    await expect(dialog).toContainText('Tindakan ini tidak dapat dibatalkan.');
    return dialog;
  }

  /** Confirms the close asked for, and waits for the server's message and the month in the closed list. */
  async confirmClosePeriod(dialog: Locator, month: string): Promise<void> {
    await dialog.getByRole('button', { name: 'Ya, tutup periode' }).click();
    await expect(this.page.getByText(`Periode ${month} ditutup`).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(this.closedPeriod(month)).toBeVisible();
  }

  /** Reverses a posted manual entry with a date (today unless given) and a reason, through its dialog. */
  async reverse(entry: Locator, reason: string): Promise<void> {
    await entry.getByRole('button', { name: /^Balik jurnal #\d+$/ }).click();
    const dialog = this.page.getByRole('dialog', { name: /^Balik jurnal #\d+$/ });
    await dialog.getByRole('textbox', { name: 'Alasan' }).fill(reason);
    await dialog.getByRole('button', { name: 'Simpan pembalik' }).click();
    await expect(
      this.page.getByText('Jurnal pembalik disimpan dan menunggu persetujuan petugas lain').first(),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  /** A month in the Periode tab's list of closed months. */
  closedPeriod(month: string): Locator {
    return this.main
      .getByRole('region', { name: 'Periode yang sudah ditutup' })
      .getByRole('listitem')
      .filter({ hasText: formatPeriod(month) });
  }

  /** A statement's card in the Laporan tab, named by its title. */
  statement(title: Statement): Locator {
    return this.main.getByRole('region', { name: title });
  }

  /** A headline figure of a statement's card, as written (`Rp 1.250.000`, `Seimbang`). */
  async readStatementFact(title: Statement, label: string): Promise<string> {
    const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    const term = this.statement(title).locator('dt').filter({ hasText: exact });
    return term.locator('xpath=following-sibling::dd[1]').innerText();
  }

  /** Downloads a statement's file through its card's button and waits for the button to be ready again. */
  async downloadStatement(title: Statement, format: 'PDF' | 'Excel'): Promise<Download> {
    const button = this.statement(title).getByRole('button', { name: `Unduh ${format} ${title}` });
    const downloading = this.page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    await expect(button).toBeEnabled();
    await expect(this.statement(title).getByRole('alert')).toHaveCount(0);
    return download;
  }

  /** Opens one account's buku besar in the Laporan tab and waits for its figures. */
  async openAccountBook(account: string): Promise<Locator> {
    const card = this.statement('Buku Besar per Akun');
    await card.getByRole('combobox', { name: 'Akun' }).click();
    await this.page.getByRole('option', { name: account }).click();
    await expect(card.locator('dt').filter({ hasText: /^Saldo akhir$/ })).toBeVisible();
    return card;
  }
}
