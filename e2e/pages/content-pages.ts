import { expect, type Locator, type Page } from '@playwright/test';

/** /about, /terms-and-conditions, /privacy-policy: the editors' text from the database. */
export class StaticContentPage {
  readonly heading: Locator;
  readonly body: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.body = page.getByRole('main');
  }

  async goto(path: '/about' | '/terms-and-conditions' | '/privacy-policy'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByText(/Terakhir diperbarui/)).toBeVisible();
  }
}

/** /organisasi: cards with photo, person in charge and title. */
export class OrganisationPage {
  readonly heading: Locator;
  readonly cards: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Struktur Organisasi' });
    this.cards = page.getByRole('list', { name: 'Pengurus koperasi' }).getByRole('listitem');
  }

  async goto(): Promise<void> {
    await this.page.goto('/organisasi');
    await expect(this.heading).toBeVisible();
  }

  card(pic: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: pic }) });
  }
}

/** /faq (members): an accordion of categories; opening one loads its answers. */
export class FaqPage {
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'FAQ' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/faq');
    await expect(this.heading).toBeVisible();
  }

  category(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Opens a category and returns the region its answers load into. */
  async open(name: string): Promise<Locator> {
    const button = this.category(name);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    return this.page.getByRole('region', { name });
  }
}
