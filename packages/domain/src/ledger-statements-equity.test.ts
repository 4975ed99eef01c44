import { describe, expect, it } from 'vitest';
import { buildEquityChanges } from './ledger-statements';
import { BOOKS, LAST_YEAR, show, totalsOf, YEAR } from './ledger-statements.fixtures';

describe('laporan perubahan ekuitas', () => {
  it('moves each equity account from the opening to the closing posisi keuangan, SHU by the year’s result', () => {
    const changes = buildEquityChanges({
      period: YEAR,
      previousPeriod: LAST_YEAR,
      opening: {
        current: totalsOf(BOOKS, '0001-01-01', '2025-12-31'),
        previous: totalsOf(BOOKS, '0001-01-01', '2024-12-31'),
      },
      movements: {
        current: totalsOf(BOOKS, YEAR.from, YEAR.to, { withoutClose: true }),
        previous: totalsOf(BOOKS, LAST_YEAR.from, LAST_YEAR.to, { withoutClose: true }),
      },
    });
    const rows = [...changes.rows, changes.total].map(
      ({ code, label, current: c, previous: p }) =>
        `${code ?? '-'} ${label} ${c.opening} +${c.additions} -${c.deductions} =${c.closing} | ${p.opening} +${p.additions} -${p.deductions} =${p.closing}`,
    );
    expect(rows).toEqual([
      '3101 Simpanan pokok 1000000 +0 -0 =1000000 | 0 +1000000 -0 =1000000',
      '3102 Simpanan wajib 0 +100000 -0 =100000 | 0 +0 -0 =0',
      '3201 Cadangan 0 +0 -0 =0 | 0 +0 -0 =0',
      '3301 SHU tahun berjalan 20000 +0 -86000 =-66000 | 0 +20000 -0 =20000',
      '3901 Ekuitas saldo awal 0 +0 -0 =0 | 0 +0 -0 =0',
      '- Jumlah ekuitas 1020000 +100000 -86000 =1034000 | 0 +1020000 -0 =1020000',
    ]);
    expect(show([changes.hasilUsaha])).toEqual(['- Hasil usaha periode -86000 20000']);
  });
});
