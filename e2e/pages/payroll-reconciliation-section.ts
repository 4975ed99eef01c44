import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { readCsv } from '../support/spreadsheet';

/** One line of the reconciliation CSV (`baris`: PERUSAHAAN, TOTAL, TRANSFER or SELISIH), its columns by name. */
export type ReconciliationCsvLine = Record<
  | 'baris'
  | 'perusahaan'
  | 'nik'
  | 'nama'
  | 'hasil'
  | 'diinstruksikan'
  | 'dipotong'
  | 'diposting'
  | 'kekurangan'
  | 'kelebihan',
  string
>;

/**
 * "Rekonsiliasi Potongan" on /admin/payroll (FinancePayrollPage) for a period posted from HR's file: per company what
 * was instructed, deducted and posted (with a total row), the employer's transfers, the members whose deduction
 * differs, and the whole of it as CSV or PDF.
 */
export class PayrollReconciliationSection {
  readonly region: Locator;
  /** "Rekonsiliasi per perusahaan": one row per company (its name as the row's header), then Total. */
  readonly companies: Locator;
  /** "Karyawan yang potongannya berselisih": one row per member, the NIK as the row's header. */
  readonly differences: Locator;

  constructor(private readonly page: Page) {
    this.region = page.getByRole('main').getByRole('region', { name: 'Rekonsiliasi Potongan' });
    this.companies = this.region.getByRole('table', { name: 'Rekonsiliasi per perusahaan' });
    this.differences = this.region.getByRole('table', { name: 'Karyawan yang potongannya berselisih' });
  }

  /** The value next to a label of the transfer facts (Diposting ke piutang, Diterima, Belum diterima). */
  fact(label: string): Locator {
    return this.region.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  }

  /** The companies table's Total row. */
  get total(): Locator {
    return this.companies
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: 'Total', exact: true }) });
  }

  /** The differences table's row of a member. */
  difference(nik: string): Locator {
    return this.differences
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: nik, exact: true }) });
  }

  /** 'Unduh CSV': the file's name and its lines read by the header's column names. */
  async downloadCsv(): Promise<{ fileName: string; lines: ReconciliationCsvLine[] }> {
    const downloading = this.page.waitForEvent('download');
    await this.region.getByRole('button', { name: 'Unduh CSV rekonsiliasi potongan' }).click();
    const download = await downloading;
    const [header, ...records] = readCsv(
      (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''),
    );
    expect(header?.join(',')).toBe(
      'baris,perusahaan,nik,nama,hasil,diinstruksikan,dipotong,diposting,diterima,kekurangan,kelebihan',
    );
    const lines = records.map(
      (record) =>
        Object.fromEntries(
          (header ?? []).map((column, index) => [column, record[index] ?? '']),
        ) as ReconciliationCsvLine,
    );
    return { fileName: download.suggestedFilename(), lines };
  }
}
