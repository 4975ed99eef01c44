import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** /dokumen: the cooperative's documents, one section per kind, headed by year, each with its download button. */
export class DokumenPage {
  readonly main: Locator;
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Dokumen Koperasi' });
  }

  async open(): Promise<void> {
    await this.page.goto('/dokumen');
    await expect(this.heading).toBeVisible();
    await expect(this.main.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** The section of a kind, e.g. 'Laporan RAT'. */
  kind(label: string): Locator {
    return this.main.getByRole('region', { name: label });
  }

  /** The document titled `title` listed right under the `yearHeading` (e.g. 'Tahun Buku 2025') of its section. */
  documentUnder(section: Locator, yearHeading: string, title: string): Locator {
    return section
      .getByRole('heading', { level: 3, name: yearHeading })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('listitem')
      .filter({ hasText: title });
  }

  /** Downloads the document and returns its bytes. */
  async download(title: string): Promise<Buffer> {
    const download = this.page.waitForEvent('download');
    await this.main.getByRole('button', { name: `Unduh ${title}` }).click();
    return readFile(await (await download).path());
  }
}
