import {
  ACCOUNTS,
  credit,
  debit,
  employerTransferPosting,
  fundingPosting,
  type JournalLine,
  jasaSimpananPosting,
  payrollPosting,
  pokokDepositPosting,
  type StatementLine,
  sukarelaDepositPosting,
  todayInJakarta,
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

const post = (date: string, source: JournalSource, lines: JournalLine[]) =>
  t.app.db.transaction((tx) =>
    postEntry(tx, { date, description: `${source} ${date}`, source, actor: 'system', lines }),
  );

/**
 * The books of the figures below (the same as ledger-statements.fixtures.ts, written through postEntry and a real
 * year close). 2025: pokok 1.000.000 and sukarela 2.000.000 into the bank, a loan of 2.000.000 funded (admin
 * 20.000, PTA 10.000, the bank pays 1.970.000), December closed (SHU 20.000 into 3301). 2026: payroll (principal
 * 300.000, jasa 24.000, wajib 100.000) and the employer's transfer, 500.000 bank → kas, a manual expense of 150.000
 * from kas, a withdrawal of 300.000, other income of 50.000, jasa simpanan of 10.000.
 */
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  await post('2025-03-01', 'pokok', pokokDepositPosting(1_000_000));
  await post('2025-06-01', 'deposit', sukarelaDepositPosting(2_000_000));
  const funding = { amount: 2_000_000, FeeAdmin: 20_000, pta: 10_000, sisapokok: 0, sisabunga: 0 };
  await post('2025-07-01', 'funding', fundingPosting({ ...funding, TotalPencairan: 1_970_000 }));
  const close = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/ledger/periods/2025-12/close',
    headers: finance,
  });
  expect(close.json().data.yearClosingEntryId).toBeTypeOf('number');
  await post(
    '2026-01-25',
    'payroll',
    payrollPosting({ principal: 300_000, interest: 24_000, wajib: 100_000 }),
  );
  await post('2026-02-05', 'employer-transfer', employerTransferPosting(424_000));
  await post('2026-03-01', 'manual', [debit(ACCOUNTS.kas, 500_000), credit(ACCOUNTS.bank, 500_000)]);
  await post('2026-03-10', 'manual', [
    debit(ACCOUNTS.bebanOperasional, 150_000),
    credit(ACCOUNTS.kas, 150_000),
  ]);
  await post('2026-04-01', 'withdrawal', withdrawalPosting(300_000));
  await post('2026-05-01', 'manual', [debit(ACCOUNTS.bank, 50_000), credit(ACCOUNTS.pendapatanLain, 50_000)]);
  await post('2026-06-30', 'jasa', jasaSimpananPosting(10_000));
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers = finance) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const dataOf = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
/** Lines as `code label current previous`. */
const show = (lines: StatementLine[]) =>
  lines.map((line) => `${line.code ?? '-'} ${line.label} ${line.current} ${line.previous}`);
const YEAR = 'from=2026-01-01&to=2026-12-31';

describe('laporan posisi keuangan', () => {
  it('balances on a date beside the same day a year before, SHU tahun berjalan holding the open result', async () => {
    const position = await dataOf('/admin/reports/posisi-keuangan?date=2026-12-31');
    expect(position).toMatchObject({ date: '2026-12-31', previousDate: '2025-12-31', isBalanced: true });
    expect(show(position.aset.lines)).toEqual([
      '1101 Kas 350000 0',
      '1102 Bank 704000 1030000',
      '1201 Piutang pinjaman anggota 1700000 2000000',
      '1202 Piutang potongan gaji (perusahaan) 0 0',
    ]);
    expect(show([position.aset.total, position.liabilitas.total, position.ekuitas.total])).toEqual([
      '- Jumlah aset 2754000 3030000',
      '- Jumlah liabilitas 1720000 2010000',
      '- Jumlah ekuitas 1034000 1020000',
    ]);
    // 20.000 closed into it on 31-12-2025, and 2026's open result 24.000 + 50.000 − 150.000 − 10.000
    const shu = position.ekuitas.lines.find((line: StatementLine) => line.code === ACCOUNTS.shuTahunBerjalan);
    expect(shu).toMatchObject({ current: -66_000, previous: 20_000 });
    expect(show([position.totalLiabilitasEkuitas])).toEqual([
      '- Jumlah liabilitas dan ekuitas 2754000 3030000',
    ]);
  });

  it('answers today’s position without a query', async () => {
    const position = await dataOf('/admin/reports/posisi-keuangan');
    expect(position.date).toBe(todayInJakarta());
    expect(position.isBalanced).toBe(true);
  });
});

describe('perhitungan hasil usaha', () => {
  it('shows each year’s income and expense, the year close left out', async () => {
    const result = await dataOf(`/admin/reports/hasil-usaha?${YEAR}`);
    expect(result.previousPeriod).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(show(result.partisipasiAnggota.lines)).toEqual([
      '4101 Pendapatan jasa pinjaman 24000 0',
      '4102 Pendapatan administrasi 0 20000',
    ]);
    expect(
      show([result.pendapatanLain.total, result.totalPendapatan, result.beban.total, result.shu]),
    ).toEqual([
      '- Jumlah pendapatan lain-lain 50000 0',
      '- Jumlah pendapatan 74000 20000',
      '- Jumlah beban 160000 0',
      '- Sisa hasil usaha (SHU) -86000 20000',
    ]);
  });

  it('runs from 1 January of `to`’s year by default, and refuses a range that ends before it starts', async () => {
    const result = await dataOf('/admin/reports/hasil-usaha?to=2026-03-31');
    expect(result.period).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(result.shu.current).toBe(24_000 - 150_000);
    expect((await get('/admin/reports/hasil-usaha?from=2026-05-01&to=2026-04-01')).statusCode).toBe(422);
    expect((await get('/admin/reports/arus-kas?from=2999-01-01')).statusCode).toBe(422);
  });
});

describe('laporan arus kas', () => {
  it('classifies kas and bank movements by their other side, and ties to the cash balances', async () => {
    const flow = await dataOf(`/admin/reports/arus-kas?${YEAR}`);
    expect(show(flow.operasi.lines)).toEqual([
      '1201 Pengeluaran: Piutang pinjaman anggota 0 -2000000',
      '1202 Penerimaan: Piutang potongan gaji (perusahaan) 424000 0',
      '2102 Penerimaan: Hutang premi PTA 0 10000',
      '4102 Penerimaan: Pendapatan administrasi 0 20000',
      '4901 Penerimaan: Pendapatan lain-lain 50000 0',
      '5201 Pengeluaran: Beban operasional -150000 0',
    ]);
    expect(show(flow.pendanaan.lines)).toEqual([
      '2101 Penerimaan: Simpanan sukarela 0 2000000',
      '2101 Pengeluaran: Simpanan sukarela -300000 0',
      '3101 Penerimaan: Simpanan pokok 0 1000000',
    ]);
    expect(
      show([
        flow.operasi.total,
        flow.investasi.total,
        flow.pendanaan.total,
        flow.kenaikanBersih,
        flow.saldoAwal,
        flow.saldoAkhir,
      ]),
    ).toEqual([
      '- Kas bersih dari aktivitas operasi 324000 -1970000',
      '- Kas bersih dari aktivitas investasi 0 0',
      '- Kas bersih dari aktivitas pendanaan -300000 3000000',
      '- Kenaikan (penurunan) bersih kas dan setara kas 24000 1030000',
      '- Kas dan setara kas awal periode 1030000 0',
      '- Kas dan setara kas akhir periode 1054000 1030000',
    ]);
  });
});

describe('laporan perubahan ekuitas', () => {
  it('moves each equity account from the day before `from` to `to`, ending at the posisi keuangan', async () => {
    const changes = await dataOf(`/admin/reports/perubahan-ekuitas?${YEAR}`);
    const shu = changes.rows.find((row: { code: string }) => row.code === ACCOUNTS.shuTahunBerjalan);
    expect(shu.current).toEqual({ opening: 20_000, additions: 0, deductions: 86_000, closing: -66_000 });
    expect(shu.previous).toEqual({ opening: 0, additions: 20_000, deductions: 0, closing: 20_000 });
    expect(changes.total.current).toEqual({
      opening: 1_020_000,
      additions: 100_000,
      deductions: 86_000,
      closing: 1_034_000,
    });
    expect(changes.total.previous).toEqual({
      opening: 0,
      additions: 1_020_000,
      deductions: 0,
      closing: 1_020_000,
    });
    const position = await dataOf('/admin/reports/posisi-keuangan?date=2026-12-31');
    expect(changes.total.current.closing).toBe(position.ekuitas.total.current);
  });
});

describe('files', () => {
  it('prints each statement as a PDF with its headings and figures', async () => {
    const expected: [string, string[]][] = [
      [
        'posisi-keuangan.pdf?date=2026-12-31',
        ['LAPORAN POSISI KEUANGAN', 'Jumlah aset', '2.754.000', '(66.000)'],
      ],
      [
        `hasil-usaha.pdf?${YEAR}`,
        ['PERHITUNGAN HASIL USAHA', 'partisipasi anggota', 'Sisa hasil usaha', '(86.000)'],
      ],
      [`arus-kas.pdf?${YEAR}`, ['LAPORAN ARUS KAS', 'aktivitas operasi', 'aktivitas pendanaan', '1.054.000']],
      [
        `perubahan-ekuitas.pdf?${YEAR}`,
        ['LAPORAN PERUBAHAN EKUITAS', 'Saldo awal', 'Jumlah ekuitas', '1.034.000'],
      ],
    ];
    for (const [path, texts] of expected) {
      const response = await get(`/admin/reports/${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const text = await pdfText(response.rawPayload);
      for (const wanted of texts) expect(text, `${path}: ${wanted}`).toContain(wanted);
    }
  });

  it('writes each statement as a workbook whose cells hold the figures as numbers', async () => {
    const rowsOf = async (path: string) => {
      const response = await get(`/admin/reports/${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      workbook.worksheets[0]?.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1));
      });
      return rows;
    };
    const position = await rowsOf('posisi-keuangan.xlsx?date=2026-12-31');
    expect(position[1]).toEqual(['Laporan Posisi Keuangan']);
    expect(position).toContainEqual(['', 'Jumlah aset', 2_754_000, 3_030_000]);
    expect(position).toContainEqual(['', 'Jumlah liabilitas dan ekuitas', 2_754_000, 3_030_000]);
    expect(await rowsOf(`hasil-usaha.xlsx?${YEAR}`)).toContainEqual([
      '',
      'Sisa hasil usaha (SHU)',
      -86_000,
      20_000,
    ]);
    expect(await rowsOf(`arus-kas.xlsx?${YEAR}`)).toContainEqual([
      '',
      'Kas dan setara kas akhir periode',
      1_054_000,
      1_030_000,
    ]);
    const equity = await rowsOf(`perubahan-ekuitas.xlsx?${YEAR}`);
    expect(equity).toContainEqual(['', 'Jumlah ekuitas', 1_020_000, 100_000, 86_000, 1_034_000]);
    expect(equity).toContainEqual(['', 'Jumlah ekuitas', 0, 1_020_000, 0, 1_020_000]);
  });
});

describe('who may read the statements', () => {
  it('answers FINANCE and ADMIN, and refuses the other staff roles', async () => {
    const admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
    const hc = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'HC' })).username);
    expect((await get('/admin/reports/arus-kas', admin)).statusCode).toBe(200);
    expect((await get('/admin/reports/arus-kas.xlsx', admin)).statusCode).toBe(200);
    expect((await get('/admin/reports/arus-kas', hc)).statusCode).toBe(403);
    expect((await get('/admin/reports/posisi-keuangan.pdf', hc)).statusCode).toBe(403);
    expect((await get('/admin/reports/perubahan-ekuitas', {})).statusCode).toBe(401);
  });
});
