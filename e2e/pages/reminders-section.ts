import { expect, type Locator, type Page } from '@playwright/test';

type Channel = 'Notifikasi push' | 'E-mail';

/** The "Pengingat" section of /account: the device's push button and a switch per reminder kind and channel. */
export class RemindersSection {
  readonly region: Locator;

  constructor(private readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Pengingat' });
  }

  /** The switch of `channel` in the fieldset of `kind` (its legend, e.g. "Keputusan persetujuan"). */
  switchFor(kind: string, channel: Channel): Locator {
    return this.region.getByRole('group', { name: kind }).getByLabel(channel);
  }

  /** Flips a switch and waits for the toast that says it was saved. */
  async set(kind: string, channel: Channel, on: boolean): Promise<void> {
    const control = this.switchFor(kind, channel);
    if (on) await control.check();
    else await control.uncheck();
    await expect(
      this.page.getByText(`${kind} lewat ${channel.toLowerCase()} ${on ? 'diaktifkan' : 'dimatikan'}`),
    ).toBeVisible();
  }
}

/** The "Cara bayar angsuran" section of /admin/members/:id (ADMIN chooses payroll deduction or transfer). */
export class AdminRepaymentChannel {
  readonly region: Locator;

  constructor(private readonly page: Page) {
    this.region = page.getByRole('main').getByRole('region', { name: 'Cara bayar angsuran' });
  }

  option(label: 'Potong gaji' | 'Transfer sendiri'): Locator {
    return this.region.getByRole('radio', { name: label });
  }

  async choose(label: 'Potong gaji' | 'Transfer sendiri'): Promise<void> {
    await this.option(label).check();
    await expect(this.page.getByText('Cara bayar angsuran disimpan')).toBeVisible();
  }
}
