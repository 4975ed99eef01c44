import { expect, type Locator, type Page } from '@playwright/test';

/** The requests section of /account/data: correction dialog, deletion card, and the member's requests. */
export class MemberDataRequests {
  readonly section: Locator;
  readonly list: Locator;

  constructor(private readonly page: Page) {
    this.section = page.getByRole('main').getByRole('region', { name: 'Koreksi dan penghapusan data' });
    this.list = this.section.getByRole('list', { name: 'Permintaan Anda' });
  }

  /** Opens "Ajukan Koreksi Data" (the field chosen first is the name). */
  async openCorrection(): Promise<Locator> {
    await this.section.getByRole('button', { name: 'Ajukan Koreksi Data' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Ajukan koreksi data' });
    await expect(dialog.getByRole('combobox', { name: 'Data yang dikoreksi' })).toHaveText('Nama');
    return dialog;
  }

  /** In the open dialog: types the correct name and a note, sends, and waits for the dialog to close. */
  async sendNameCorrection(dialog: Locator, name: string, note: string): Promise<void> {
    await dialog.getByRole('textbox', { name: 'Nama yang benar' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Catatan untuk petugas (opsional)' }).fill(note);
    await dialog.getByRole('button', { name: 'Kirim Permintaan' }).click();
    await expect(dialog).toBeHidden();
  }

  /** The member's request on a topic, e.g. "Koreksi nama". */
  request(topic: string): Locator {
    return this.list.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: topic }) });
  }
}

/** /admin/data-requests (ADMIN): open requests, overdue first, with approve and refuse. */
export class AdminDataRequestsPage {
  readonly main: Locator;
  readonly queue: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.queue = this.main.getByRole('list', { name: 'Permintaan terbuka' });
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/data-requests');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Permintaan Data Anggota' })).toBeVisible();
  }

  /** The open request of a member (by name) on a topic. */
  entry(memberName: string, topic: string): Locator {
    return this.queue.getByRole('listitem', { name: `${memberName} · ${topic}` });
  }

  async approve(entry: Locator): Promise<void> {
    await entry.getByRole('button', { name: 'Setujui' }).click();
    await expect(this.page.getByText('Permintaan disetujui').first()).toBeVisible();
    await expect(entry).toBeHidden();
  }
}
