import { describe, expect, it } from 'vitest';
import {
  checkDocumentNumberFormat,
  DEFAULT_DOCUMENT_NUMBER_FORMAT,
  documentNumberFormatSchema,
  formatDocumentNumber,
  romanMonth,
} from './document-number';

describe('formatDocumentNumber', () => {
  const table: [string, number, string, string, string][] = [
    [DEFAULT_DOCUMENT_NUMBER_FORMAT, 12, 'SKL', '2026-11-26', '012/SKL/KOPKAR/XI/2026'],
    [DEFAULT_DOCUMENT_NUMBER_FORMAT, 1, 'JDW', '2026-01-01', '001/JDW/KOPKAR/I/2026'],
    [DEFAULT_DOCUMENT_NUMBER_FORMAT, 7, 'RKS', '2027-04-30', '007/RKS/KOPKAR/IV/2027'],
    [DEFAULT_DOCUMENT_NUMBER_FORMAT, 999, 'SHU', '2026-09-15', '999/SHU/KOPKAR/IX/2026'],
    [DEFAULT_DOCUMENT_NUMBER_FORMAT, 1234, 'SKL', '2026-12-31', '1234/SKL/KOPKAR/XII/2026'],
    ['{kode}-{tahun}-{nomor}', 5, 'SKL', '2026-08-17', 'SKL-2026-005'],
    ['KKMJ/{tahun}/{bulan}/{kode}.{nomor}', 42, 'SHU', '2026-07-01', 'KKMJ/2026/VII/SHU.042'],
  ];
  it.each(table)('%s, #%d %s on %s → %s', (format, sequence, code, issuedOn, expected) => {
    expect(formatDocumentNumber(format, { sequence, code, issuedOn })).toBe(expected);
  });
});

describe('romanMonth', () => {
  const table: [string, string][] = [
    ['2026-01-05', 'I'],
    ['2026-02-05', 'II'],
    ['2026-03-05', 'III'],
    ['2026-04-05', 'IV'],
    ['2026-05-05', 'V'],
    ['2026-06-05', 'VI'],
    ['2026-07-05', 'VII'],
    ['2026-08-05', 'VIII'],
    ['2026-09-05', 'IX'],
    ['2026-10-05', 'X'],
    ['2026-11-05', 'XI'],
    ['2026-12-05', 'XII'],
  ];
  it.each(table)('%s → %s', (date, expected) => {
    expect(romanMonth(date)).toBe(expected);
  });
  it('refuses text that is not a date', () => {
    expect(() => romanMonth('2026-13-01')).toThrow(RangeError);
  });
});

describe('checkDocumentNumberFormat', () => {
  const table: [string, string | null, string][] = [
    [DEFAULT_DOCUMENT_NUMBER_FORMAT, null, 'the default'],
    ['{kode}-{tahun}-{nomor}', null, 'no month is fine'],
    [
      '{nomor}/KOPKAR/{bulan}/{tahun}',
      'Format harus memuat {nomor}, {kode} dan {tahun} masing-masing satu kali',
      'kinds would share numbers',
    ],
    [
      '{nomor}/{kode}/{bulan}',
      'Format harus memuat {nomor}, {kode} dan {tahun} masing-masing satu kali',
      'years would share numbers',
    ],
    [
      '{kode}/{tahun}',
      'Format harus memuat {nomor}, {kode} dan {tahun} masing-masing satu kali',
      'no sequence',
    ],
    [
      '{nomor}{nomor}/{kode}/{tahun}',
      'Format harus memuat {nomor}, {kode} dan {tahun} masing-masing satu kali',
      'twice',
    ],
    ['{nomor}/{kode}/{bulan}/{bulan}/{tahun}', '{bulan} paling banyak satu kali', 'month twice'],
    ['{no}/{kode}/{tahun}', 'Penanda tidak dikenal: {no}', 'a typo in a placeholder'],
    ['{nomor}/{kode}/{tahun}}', 'Kurung kurawal hanya untuk penanda', 'a stray brace'],
    ['{nomor}/{kode}/{tahun}<b>', 'Hanya huruf, angka, spasi, penanda dan / - . _', 'markup'],
  ];
  it.each(table)('%s → %s (%s)', (format, expected) => {
    expect(checkDocumentNumberFormat(format)).toBe(expected);
  });

  it('is the setting schema’s rule, with the length limit and trimming', () => {
    expect(documentNumberFormatSchema.parse('  {nomor}/{kode}/{tahun} ')).toBe('{nomor}/{kode}/{tahun}');
    expect(documentNumberFormatSchema.safeParse(`{nomor}/{kode}/{tahun}/${'X'.repeat(60)}`).success).toBe(
      false,
    );
    expect(documentNumberFormatSchema.safeParse('{kode}/{tahun}').error?.issues[0]?.message).toBe(
      'Format harus memuat {nomor}, {kode} dan {tahun} masing-masing satu kali',
    );
  });
});
