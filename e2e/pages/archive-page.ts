import { type Download, expect, type Locator, type Page } from '@playwright/test';

/** /arsip: a former member's documents, each with its download button (ADR 0017). */
export class ArchivePage {
  readonly heading: Locator;
  readonly documents: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Dokumen Keanggotaan', level: 1 });
    this.documents = page.getByRole('list', { name: 'Dokumen yang dapat diunduh' });
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL('/arsip');
    await expect(this.heading).toBeVisible();
    await expect(this.documents).toBeVisible();
  }

  /** The download button of a document, by its title (and detail, e.g. the agreement number). */
  downloadButton(title: string | RegExp): Locator {
    return this.documents.getByRole('button', { name: title });
  }

  /** Presses a document's button and waits for the browser's download. */
  async download(title: string | RegExp): Promise<Download> {
    const downloading = this.page.waitForEvent('download');
    await this.downloadButton(title).click();
    return downloading;
  }
}
