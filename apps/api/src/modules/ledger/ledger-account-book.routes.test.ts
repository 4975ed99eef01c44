import {
  ACCOUNT_BOOK_PDF_MAX_ROWS,
  ACCOUNTS,
  credit,
  debit,
  type JournalLine,
  sukarelaDepositPosting,
  withdrawalPosting,
} from '@kopkar/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-render';
import { signInStaff } from '../../../test/sessions';
import { type JournalSource, postEntry } from './ledger.service';

let t: TestApp;
let finance: Record<string, string>;

const post = (date: string, source: JournalSource, lines: JournalLine[], status?: 'PENDING') =>
  t.app.db.transaction((tx) =>
    postEntry(tx, { date, description: `${source} ${date}`, source, actor: 'system', lines, status }),
  );
const many = (count: number, line: (amount: number) => JournalLine) =>
  Array.from({ length: count }, () => line(1));

/**
 * Bank (1102, debit side) and sukarela (2101, credit side): 2.000.000 deposited in 2025; in 2026 one entry of 205
 * bank lines of 1.000 (more than a page), a withdrawal of 300.000, and a pending entry that is not in the books.
 * Beban operasional (5201) gets one entry of more lines than a PDF holds.
 */
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  await post('2025-06-01', 'deposit', sukarelaDepositPosting(2_000_000));
  await post('2026-02-01', 'deposit', [
    ...Array.from({ length: 205 }, () => debit(ACCOUNTS.bank, 1_000)),
    credit(ACCOUNTS.simpananSukarela, 205_000),
  ]);
  await post('2026-03-01', 'withdrawal', withdrawalPosting(300_000));
  await post(
    '2026-04-01',
    'manual',
    [debit(ACCOUNTS.bank, 9_999), credit(ACCOUNTS.pendapatanLain, 9_999)],
    'PENDING',
  );
  const rows = ACCOUNT_BOOK_PDF_MAX_ROWS + 1;
  await post('2026-05-01', 'manual', [
    ...many(rows, (amount) => debit(ACCOUNTS.bebanOperasional, amount)),
    credit(ACCOUNTS.kas, rows),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers = finance) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/reports/buku-besar/${url}`, headers });
const dataOf = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const YEAR = 'from=2026-01-01&to=2026-12-31';
type Row = { date: string; debit: number; credit: number; balance: number };
const show = (rows: Row[]) => rows.map((row) => `${row.date} ${row.debit} ${row.credit} ${row.balance}`);

describe('buku besar per account', () => {
  it('opens with the balance the day before, runs each posted line on the account’s side, and ends at the closing', async () => {
    const first = await dataOf(`1102?${YEAR}`);
    expect(first).toMatchObject({
      title: 'Buku Besar 1102 Bank',
      account: { code: '1102', name: 'Bank', type: 'Aset' },
      period: { from: '2026-01-01', to: '2026-12-31' },
      opening: 2_000_000,
      totalDebit: 205_000,
      totalCredit: 300_000,
      closing: 1_905_000,
      page: 1,
      pageCount: 2,
      rowCount: 206,
    });
    expect(first.rows).toHaveLength(200);
    expect(show(first.rows.slice(0, 1))).toEqual(['2026-02-01 1000 0 2001000']);
    expect(show(first.rows.slice(-1))).toEqual(['2026-02-01 1000 0 2200000']);
    const second = await dataOf(`1102?${YEAR}&page=2`);
    expect(show(second.rows)).toEqual([
      '2026-02-01 1000 0 2201000',
      '2026-02-01 1000 0 2202000',
      '2026-02-01 1000 0 2203000',
      '2026-02-01 1000 0 2204000',
      '2026-02-01 1000 0 2205000',
      '2026-03-01 0 300000 1905000',
    ]);
    expect(second.rows[5]).toMatchObject({ source: 'withdrawal', description: 'withdrawal 2026-03-01' });
    expect((await dataOf(`1102?${YEAR}&page=3`)).rows).toEqual([]);
  });

  it('runs a credit-side account upwards with its credits', async () => {
    const sukarela = await dataOf(`2101?${YEAR}`);
    expect(sukarela).toMatchObject({ opening: 2_000_000, closing: 1_905_000, rowCount: 2 });
    expect(show(sukarela.rows)).toEqual(['2026-02-01 0 205000 2205000', '2026-03-01 300000 0 1905000']);
    const before = await dataOf('2101?from=2025-01-01&to=2025-12-31');
    expect(before).toMatchObject({ opening: 0, closing: 2_000_000, rowCount: 1 });
  });

  it('lists an account without lines at 0, and answers 404 for a code not in the chart', async () => {
    expect(await dataOf(`3201?${YEAR}`)).toMatchObject({ opening: 0, closing: 0, rows: [], pageCount: 1 });
    const missing = await get(`1999?${YEAR}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Akun tidak ditemukan');
  });

  it('refuses a malformed code, page or range', async () => {
    for (const url of [`abcd?${YEAR}`, `1102?${YEAR}&page=0`, '1102?from=2026-02-01&to=2026-01-01']) {
      expect((await get(url)).statusCode, url).toBe(422);
    }
  });
});

describe('buku besar files', () => {
  it('prints the account as a PDF and writes it as a workbook with every line', async () => {
    const pdf = await get(`1102.pdf?${YEAR}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="buku-besar-1102-2026-01-01-2026-12-31.pdf"',
    );
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('BUKU BESAR 1102 BANK');
    expect(text).toContain('Saldo awal');
    expect(text).toContain('1.905.000');

    const xlsx = await get(`1102.xlsx?${YEAR}`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows).toContainEqual(['', 'Saldo awal', 0, 0, 2_000_000]);
    expect(rows.filter((row) => String(row[1]).endsWith('deposit 2026-02-01'))).toHaveLength(205);
    expect(rows).toContainEqual(['', 'Jumlah mutasi dan saldo akhir', 205_000, 300_000, 1_905_000]);
  });

  it('refuses a PDF of more lines than it holds, pointing to the workbook, which it writes', async () => {
    const pdf = await get(`5201.pdf?${YEAR}`);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().message).toContain('terlalu banyak untuk PDF');
    const xlsx = await get(`5201.xlsx?${YEAR}`);
    expect(xlsx.statusCode).toBe(200);
  });
});

describe('who may read the buku besar', () => {
  it('answers FINANCE and ADMIN, and refuses the other staff roles', async () => {
    const admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
    const hc = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'HC' })).username);
    expect((await get(`1102?${YEAR}`, admin)).statusCode).toBe(200);
    expect((await get(`1102?${YEAR}`, hc)).statusCode).toBe(403);
    expect((await get(`1102.xlsx?${YEAR}`, hc)).statusCode).toBe(403);
    expect((await get(`1102?${YEAR}`, {})).statusCode).toBe(401);
  });
});
