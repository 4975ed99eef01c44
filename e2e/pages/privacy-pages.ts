import { expect, type Locator, type Page } from '@playwright/test';

/** /privasi: the purposes of processing and the retention of each kind of data (public, server-rendered). */
export class PrivacyPurposesPage {
  readonly main: Locator;
  readonly categories: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.categories = this.main
      .getByRole('list', { name: 'Tujuan pemrosesan dan masa simpan' })
      .getByRole('listitem');
  }

  async openFromFooter(): Promise<void> {
    await this.page.goto('/');
    await this.page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Privasi & Masa Simpan Data' })
      .click();
    await expect(this.page).toHaveURL('/privasi');
    await expect(
      this.main.getByRole('heading', { level: 1, name: 'Privasi dan Masa Simpan Data' }),
    ).toBeVisible();
  }

  category(title: string): Locator {
    return this.categories.filter({ has: this.page.getByRole('heading', { level: 3, name: title }) });
  }
}

/** The consent gate in front of the member area: what changed, and "Saya setuju". */
export class ConsentGatePage {
  readonly main: Locator;
  readonly agreeButton: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.agreeButton = this.main.getByRole('button', { name: 'Saya setuju' });
  }

  async expectAsked(heading: string, versions: string[]): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1, name: heading })).toBeFocused();
    for (const version of versions)
      await expect(this.main.getByRole('region', { name: version })).toBeVisible();
  }

  /** Agrees with the keyboard, as a member without a mouse would. */
  async agreeWithKeyboard(): Promise<void> {
    await this.agreeButton.focus();
    await this.page.keyboard.press('Enter');
    await expect(this.agreeButton).toHaveCount(0);
  }
}

/** /account/data's records of consents and of staff opening the member's documents. */
export class PrivacyRecordsSection {
  readonly consents: Locator;
  readonly documentViews: Locator;

  constructor(page: Page) {
    const main = page.getByRole('main');
    this.consents = main.getByRole('region', { name: 'Syarat & privasi yang Anda setujui' });
    this.documentViews = main.getByRole('region', { name: 'Siapa yang membuka dokumen saya' });
  }
}
