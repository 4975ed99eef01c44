import { expect, type Locator, type Page } from '@playwright/test';
import { Header } from './header';

/** `/`: the public landing page (about, products, promo, articles, organisation, shop, app, legal links). */
export class LandingPage {
  readonly header: Header;
  readonly heading: Locator;
  readonly products: Locator;
  readonly promo: Locator;
  readonly articles: Locator;
  readonly organisation: Locator;

  constructor(private readonly page: Page) {
    this.header = new Header(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.products = page.getByRole('list', { name: 'Produk pinjaman' });
    this.promo = page.getByRole('region', { name: 'Promo' });
    this.articles = page.getByRole('region', { name: 'Artikel Terbaru' });
    this.organisation = page.getByRole('region', { name: 'Pengurus Koperasi' });
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
  }

  /** Waits until every section has finished loading (no skeleton left). */
  async waitUntilLoaded(): Promise<void> {
    await expect(this.products).toBeVisible();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  productCard(name: string): Locator {
    return this.products
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** The promo fallback's link to the configured page (what a visitor without the embed gets). */
  promoLink(): Locator {
    return this.promo.getByRole('link', { name: /Buka Halaman Promo/ });
  }

  async openLegalLink(name: 'Syarat dan Ketentuan' | 'Kebijakan Privasi'): Promise<void> {
    await this.section('Ketentuan').getByRole('link', { name }).click();
  }
}
