import { expect, type Locator, type Page } from '@playwright/test';

/** `/blog`: newest two, archives, categories, the grid with search, page size and the pagination bar. */
export class BlogPage {
  readonly heading: Locator;
  readonly newest: Locator;
  readonly grid: Locator;
  readonly pager: Locator;
  readonly pageStatus: Locator;
  readonly previousButton: Locator;
  readonly nextButton: Locator;
  readonly pageSize: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Blog' });
    this.newest = page.getByRole('region', { name: 'Artikel Terbaru' });
    this.grid = page.getByRole('list', { name: 'Daftar artikel' });
    this.pager = page.getByRole('navigation', { name: 'Halaman artikel' });
    this.pageStatus = this.pager.getByText(/^Halaman \d+ dari \d+/);
    this.previousButton = this.pager.getByRole('button', { name: 'Sebelumnya' });
    this.nextButton = this.pager.getByRole('button', { name: 'Berikutnya' });
    this.pageSize = page.getByRole('combobox', { name: 'Artikel per halaman' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/blog${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** Waits until nothing on the page says it is loading. */
  async waitUntilLoaded(): Promise<void> {
    await expect(this.grid.or(this.page.getByText('Tidak ada artikel yang cocok.'))).toBeVisible();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** Chooses an entry of the Arsip or Kategori list (a folded list on a phone is opened first). */
  async chooseFilter(list: 'Arsip' | 'Kategori', label: string): Promise<void> {
    // Below MUI's md breakpoint (900 px) the list is an accordion; decided from the viewport, not from what the
    // DOM shows at this instant, which may still be the other layout just after a resize.
    if ((this.page.viewportSize()?.width ?? 0) < 900) {
      const toggle = this.page.getByRole('button', { name: list, exact: true });
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // The panel grows open over a few hundred milliseconds; on a busy machine a click while it was still growing
      // was once lost (the address stayed /blog). MUI marks the panel's collapse when it has fully opened.
      const panel = this.page.locator(`#blog-filter-${list.toLowerCase()}-panel`);
      await expect(panel.locator('xpath=ancestor::div[contains(@class, "MuiCollapse-root")][1]')).toHaveClass(
        /MuiCollapse-entered/,
      );
    }
    await this.page
      .getByRole('navigation', { name: list, exact: true })
      .getByRole('link', { name: new RegExp(`^${label} \\(\\d+\\)$`) })
      .click();
  }

  async clearFilters(): Promise<void> {
    await this.page.getByRole('button', { name: 'Hapus semua filter' }).click();
  }

  async choosePageSize(size: number): Promise<void> {
    await this.pageSize.selectOption({ label: String(size) });
  }

  async search(by: 'Judul' | 'Semua isi', text: string): Promise<void> {
    const form = this.page.getByRole('search', { name: 'Cari artikel' });
    await form.getByRole('combobox', { name: 'Cari berdasarkan' }).selectOption({ label: by });
    await form.getByRole('searchbox', { name: 'Kata kunci' }).fill(text);
    await form.getByRole('button', { name: 'Cari' }).click();
  }

  /** The total under the pagination bar, e.g. 16 for "Total 16 artikel". */
  async readTotal(): Promise<number> {
    const text = await this.page.getByText(/^Total \d+ artikel$/).textContent();
    return Number(text?.match(/\d+/)?.[0]);
  }

  articleLink(title: string): Locator {
    return this.grid.getByRole('link', { name: title, exact: true });
  }

  async openArticle(title: string): Promise<void> {
    await this.articleLink(title).click();
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
}
