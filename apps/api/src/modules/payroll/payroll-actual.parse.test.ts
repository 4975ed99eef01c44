import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ACTUAL_FILE_MAX_ROWS, readActualFile } from './payroll-actual.parse';

const PERIOD = '2026-11';
const csv = (...lines: string[]) => Buffer.from(lines.join('\n'));
const read = (...lines: string[]) => readActualFile(csv(...lines), PERIOD);
const fileProblem = (message: string) => ({ lines: [], problems: [{ line: null, message }] });
/** One problem on line 2 and no line: the reply for a file whose only data row is wrong. */
const lineTwoProblem = (message: string) => ({
  lines: [],
  problems: [{ line: 2, message: `Baris 2: ${message}` }],
});

/** A real workbook written by exceljs; `undefined` leaves that row out, so the rows after it keep their number. */
async function xlsx(rows: (ExcelJS.CellValue[] | undefined)[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Potongan');
  rows.forEach((values, index) => {
    if (values) sheet.getRow(index + 1).values = values;
  });
  workbook.addWorksheet('Catatan').addRow(['periode', 'nik', 'jumlah_dipotong']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
/** A UTC date as exceljs reads a date cell; a late hour is already the next month in Jakarta (TZ of test:unit). */
const month = (year: number, monthIndex: number, day = 1, hour = 0) =>
  new Date(Date.UTC(year, monthIndex, day, hour));

describe('readActualFile: CSV', () => {
  it('reads each data line with its line number in the file, company and amount', async () => {
    const reply = await read(
      'periode,perusahaan,nik,nama,jumlah_dipotong',
      '2026-11,PT-A,100001,Ani,1250000',
      '',
      '2026-11,,100002,Budi,0',
      '2026-11, PT-B ,100003,Citra,750000',
      '',
    );
    expect(reply).toEqual({
      lines: [
        { line: 2, nik: '100001', company: 'PT-A', amount: 1_250_000 },
        { line: 4, nik: '100002', company: null, amount: 0 },
        { line: 5, nik: '100003', company: 'PT-B', amount: 750_000 },
      ],
      problems: [],
    });
  });

  it('reads the `;` file Excel saves in an Indonesian locale: BOM, CRLF, aliases in any order, Rp amounts', async () => {
    const file = Buffer.from(
      '\uFEFFNama;Potongan;Kode Perusahaan;NIK;Bulan;Keterangan\r\n' +
        'Ani;Rp 1.250.000;PT-A;100001;2026-11;lunas\r\n' +
        'Budi;1.500.000;PT-B;100002;2026-11;\r\n',
    );
    expect(await readActualFile(file, PERIOD)).toEqual({
      lines: [
        { line: 2, nik: '100001', company: 'PT-A', amount: 1_250_000 },
        { line: 3, nik: '100002', company: 'PT-B', amount: 1_500_000 },
      ],
      problems: [],
    });
  });

  it('reads English titles, takes the first of two amount columns and leaves company null without its column', async () => {
    expect(await read('Period,NIK,Amount,Jumlah', '2026-11,100001,5000,7000')).toEqual({
      lines: [{ line: 2, nik: '100001', company: null, amount: 5000 }],
      problems: [],
    });
  });

  it.each([
    ['1250000', 1_250_000],
    ['1.250.000', 1_250_000],
    ['Rp 1.250.000', 1_250_000],
    ['Rp.1.250.000', 1_250_000],
    ['rp. 750', 750],
    ['1.250.000,00', 1_250_000],
    ['0', 0],
    ['007', 7],
    ['1.000.000.000.000', 1_000_000_000_000],
  ])('accepts the amount %s as %d', async (text, amount) => {
    expect(await read('periode;nik;jumlah', `2026-11;100001;${text}`)).toEqual({
      lines: [{ line: 2, nik: '100001', company: null, amount }],
      problems: [],
    });
  });

  it.each([
    ['satu juta', 'jumlah "satu juta" bukan angka'],
    ['12.50', 'jumlah "12.50" bukan angka'],
    ['1,250,000', 'jumlah "1,250,000" bukan angka'],
    ['Rp', 'jumlah "Rp" bukan angka'],
    ['-5000', 'jumlah tidak boleh negatif'],
    ['Rp -5.000', 'jumlah tidak boleh negatif'],
    ['1250000,50', 'jumlah harus Rupiah bulat'],
    ['1.250.000,5', 'jumlah harus Rupiah bulat'],
    ['', 'jumlah kosong'],
    ['1000000000001', 'jumlah terlalu besar'],
    ['99.999.999.999.999.999.999', 'jumlah terlalu besar'],
  ])('refuses the amount "%s"', async (text, message) => {
    expect(await read('periode;nik;jumlah', `2026-11;100001;${text}`)).toEqual(lineTwoProblem(message));
  });

  it.each(['abc', '123', '', '123456789012345678901', '12 345', '1234a'])(
    'refuses the NIK "%s"',
    async (nik) => {
      expect(await read('periode,nik,jumlah', `2026-11,${nik},1000`)).toEqual(
        lineTwoProblem(`NIK "${nik}" tidak valid`),
      );
    },
  );

  it.each([
    ['2026-10', 'periode 2026-10 bukan periode 2026-11'],
    ['2025-11', 'periode 2025-11 bukan periode 2026-11'],
    ['2026-13', 'periode "2026-13" harus berformat YYYY-MM'],
    ['11/2026', 'periode "11/2026" harus berformat YYYY-MM'],
    ['2026-11-01', 'periode "2026-11-01" harus berformat YYYY-MM'],
    ['x', 'periode "x" harus berformat YYYY-MM'],
    ['', 'periode "" harus berformat YYYY-MM'],
  ])('refuses the period "%s"', async (period, message) => {
    expect(await read('periode,nik,jumlah', `${period},100001,1000`)).toEqual(lineTwoProblem(message));
  });

  it('reports a repeated NIK on each later line, pointing at its first line even when that one is wrong', async () => {
    const reply = await read(
      'periode,nik,jumlah',
      '2026-11,100001,1000',
      '2026-11,100002,abc',
      '2026-11,100001,2000',
      '2026-11,100002,3000',
      '2026-11,100003,4000',
      '2026-11,100001,5000',
    );
    expect(reply).toEqual({
      lines: [
        { line: 2, nik: '100001', company: null, amount: 1000 },
        { line: 6, nik: '100003', company: null, amount: 4000 },
      ],
      problems: [
        { line: 3, message: 'Baris 3: jumlah "abc" bukan angka' },
        { line: 4, message: 'Baris 4: NIK 100001 sudah ada di baris 2' },
        { line: 5, message: 'Baris 5: NIK 100002 sudah ada di baris 3' },
        { line: 7, message: 'Baris 7: NIK 100001 sudah ada di baris 2' },
      ],
    });
  });

  it('reports only the first problem of a line: NIK, then period, then amount, then a repeat', async () => {
    const reply = await read(
      'periode,nik,jumlah',
      '2026-11,100001,1000',
      'x,abc,-1',
      '2026-10,100002,-1',
      '2026-11,100001,-1',
    );
    expect(reply.problems).toEqual([
      { line: 3, message: 'Baris 3: NIK "abc" tidak valid' },
      { line: 4, message: 'Baris 4: periode 2026-10 bukan periode 2026-11' },
      { line: 5, message: 'Baris 5: jumlah tidak boleh negatif' },
    ]);
  });

  it('reads a short row as blank cells and skips rows of empty cells, keeping line numbers', async () => {
    expect(await read('periode;nik;jumlah', '2026-11;100001', ';;', '2026-11;100002;5;lebih')).toEqual({
      lines: [{ line: 4, nik: '100002', company: null, amount: 5 }],
      problems: [{ line: 2, message: 'Baris 2: jumlah kosong' }],
    });
  });

  it.each([
    ['nik,nama,total', 'periode, jumlah_dipotong'],
    ['nama;keterangan', 'periode, nik, jumlah_dipotong'],
    ['bulan,jumlah,nama', 'nik'],
  ])('refuses the header "%s" without any line', async (header, missing) => {
    expect(await read(header, '2026-11,100001,1000')).toEqual(
      fileProblem(`Kolom wajib tidak ada: ${missing}`),
    );
  });

  it.each([
    ['an empty file', ''],
    ['a BOM only', '\uFEFF'],
    ['a header only', 'periode,nik,jumlah_dipotong\n'],
    ['a header and blank lines', 'periode,nik,jumlah_dipotong\n\n,,\n'],
  ])('refuses %s', async (_, text) => {
    expect(await readActualFile(Buffer.from(text), PERIOD)).toEqual(
      fileProblem('File tidak berisi data potongan'),
    );
  });

  it(`accepts ${ACTUAL_FILE_MAX_ROWS} data rows and refuses one more`, async () => {
    const rows = Array.from(
      { length: ACTUAL_FILE_MAX_ROWS + 1 },
      (_, index) => `2026-11,${100000 + index},1`,
    );
    const file = (count: number) => csv(['periode,nik,jumlah', ...rows.slice(0, count)].join('\n'));
    const atLimit = await readActualFile(file(ACTUAL_FILE_MAX_ROWS), PERIOD);
    expect([atLimit.lines.length, atLimit.problems]).toEqual([ACTUAL_FILE_MAX_ROWS, []]);
    expect(await readActualFile(file(ACTUAL_FILE_MAX_ROWS + 1), PERIOD)).toEqual(
      fileProblem('Maksimal 200000 baris per file'),
    );
  });

  it.each([
    ['a stray quote', '2026-11,10"0002,2000', 3],
    ['an unclosed quote', '2026-11,"100002,2000\n2026-11,100003,5', 4],
  ])('refuses a file csv-parse cannot read (%s), naming the line', async (_, row, line) => {
    expect(await read('periode,nik,jumlah', '2026-11,100001,1000', row)).toEqual(
      fileProblem(`File CSV tidak dapat dibaca (baris ${line})`),
    );
  });

  it('throws on a period argument that is no YYYY-MM, a caller bug rather than HR’s', async () => {
    await expect(readActualFile(csv('periode,nik,jumlah', '2026-11,100001,1'), '2026-13')).rejects.toThrow(
      RangeError,
    );
  });
});

describe('readActualFile: XLSX', () => {
  const header = ['Periode', 'Perusahaan', 'NIK', 'Nama', 'Jumlah Dipotong'];

  it('reads the first worksheet: numeric NIK, Date or text period, numbers, text and formulas, row numbers', async () => {
    const file = await xlsx([
      header,
      [month(2026, 10), 'PT-A', 100001, 'Ani', 1_250_000],
      ['2026-11', ' PT-B ', '100002', 'Budi', 'Rp 1.500.000'],
      undefined,
      [month(2026, 10, 30, 20), null, 100003, 'Citra', { formula: 'E2*2', result: 2_500_000 }],
      [{ richText: [{ text: '2026-' }, { text: '11' }] }, 42, 100004, 'Dedi', 0],
      ['2026-11', '  ', 100005, 'Eka', 1_000_000_000_000],
    ]);
    expect(await readActualFile(file, PERIOD)).toEqual({
      lines: [
        { line: 2, nik: '100001', company: 'PT-A', amount: 1_250_000 },
        { line: 3, nik: '100002', company: 'PT-B', amount: 1_500_000 },
        { line: 5, nik: '100003', company: null, amount: 2_500_000 },
        { line: 6, nik: '100004', company: '42', amount: 0 },
        { line: 7, nik: '100005', company: null, amount: 1_000_000_000_000 },
      ],
      problems: [],
    });
  });

  it('reports cells that are no NIK, period or whole non-negative amount', async () => {
    const file = await xlsx([
      header,
      ['2026-11', 'PT-A', 100001, 'Ani', 12.5],
      ['2026-11', 'PT-A', 100002, 'Budi', -100],
      [month(2026, 9), 'PT-A', 100003, 'Citra', 1000],
      ['2026-11', 'PT-A', 12.5, 'Dedi', 1000],
      ['2026-11', 'PT-A', 1e19, 'Eka', 1000],
      [202611, 'PT-A', 100006, 'Fajar', 1000],
      ['2026-11', 'PT-A', 100007, 'Gita', 1_000_000_000_001],
      ['2026-11', 'PT-A', 100008, 'Hadi', 'satu juta'],
      ['2026-11', 'PT-A', 100009, 'Indah', month(2026, 10)],
      ['2026-11', 'PT-A', 100010, 'Joko', null],
      ['2026-11', 'PT-A', 100001, 'Ani', 1000],
    ]);
    expect(await readActualFile(file, PERIOD)).toEqual({
      lines: [],
      problems: [
        { line: 2, message: 'Baris 2: jumlah harus Rupiah bulat' },
        { line: 3, message: 'Baris 3: jumlah tidak boleh negatif' },
        { line: 4, message: 'Baris 4: periode 2026-10 bukan periode 2026-11' },
        { line: 5, message: 'Baris 5: NIK "12.5" tidak valid' },
        { line: 6, message: 'Baris 6: NIK "10000000000000000000" tidak valid' },
        { line: 7, message: 'Baris 7: periode "202611" harus berformat YYYY-MM' },
        { line: 8, message: 'Baris 8: jumlah terlalu besar' },
        { line: 9, message: 'Baris 9: jumlah "satu juta" bukan angka' },
        { line: 10, message: 'Baris 10: jumlah "2026-11-01" bukan angka' },
        { line: 11, message: 'Baris 11: jumlah kosong' },
        { line: 12, message: 'Baris 12: NIK 100001 sudah ada di baris 2' },
      ],
    });
  });

  it('refuses a workbook missing a required column', async () => {
    const file = await xlsx([
      ['NIK', 'Nama', 'Jumlah'],
      [100001, 'Ani', 1000],
    ]);
    expect(await readActualFile(file, PERIOD)).toEqual(fileProblem('Kolom wajib tidak ada: periode'));
  });

  it('refuses a workbook with the header only', async () => {
    expect(await readActualFile(await xlsx([header]), PERIOD)).toEqual(
      fileProblem('File tidak berisi data potongan'),
    );
  });

  it('refuses a zip that is no workbook', async () => {
    const file = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('bukan xlsx')]);
    expect(await readActualFile(file, PERIOD)).toEqual(fileProblem('File XLSX tidak dapat dibaca'));
  });
});
