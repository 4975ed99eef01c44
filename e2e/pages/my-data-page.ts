import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';

/** What the downloaded archive holds: its file name, `data.json` parsed, the readable PDF, every entry's name. */
export type MyDataArchive = {
  fileName: string;
  data: MyDataJson;
  summaryPdf: Buffer | null;
  entryNames: string[];
};
export type MyDataJson = {
  profile: { nik: string };
  agreements: { agreementNo: string; instalments: unknown[] }[];
  applications: { approvalNo: string; documents: Record<string, string | null> }[];
  files: { path: string; purpose: string }[];
};

/** /account/data (Data Saya, UU PDP): what the cooperative holds and why, and the ZIP download. */
export class MyDataPage {
  readonly main: Locator;
  readonly holdings: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.holdings = this.main.getByRole('region', { name: 'Data yang kami simpan dan tujuannya' });
  }

  /** From /account, follows the Data Saya link. */
  async openFromAccount(): Promise<void> {
    await this.page.goto('/account');
    await this.main.getByRole('link', { name: 'Data Saya' }).click();
    await expect(this.page).toHaveURL('/account/data');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Data Saya' })).toBeVisible();
  }

  /** Presses Unduh Data Saya (ZIP) and unzips what the browser saved. */
  async downloadArchive(): Promise<MyDataArchive> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.main.getByRole('button', { name: 'Unduh Data Saya (ZIP)' }).click(),
    ]);
    const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
    const json = Buffer.from(entries['data.json'] ?? new Uint8Array()).toString('utf8');
    return {
      fileName: download.suggestedFilename(),
      data: JSON.parse(json) as MyDataJson,
      summaryPdf: entries['ringkasan-data-saya.pdf'] ? Buffer.from(entries['ringkasan-data-saya.pdf']) : null,
      entryNames: Object.keys(entries),
    };
  }
}
