import { describe, expect, it } from 'vitest';
import {
  buildImportTemplate,
  canApplyImport,
  checkCsvFile,
  formatFileSize,
  HR_IMPORT_COLUMNS,
} from './staff-csv-file';

describe('CSV file check', () => {
  it('accepts a .csv of up to 2 MB', () => {
    expect(checkCsvFile({ name: 'karyawan.CSV', size: 2_000_000 })).toBeNull();
  });

  it('refuses a file over 2 MB with its size', () => {
    expect(checkCsvFile({ name: 'karyawan.csv', size: 2_000_001 })).toBe(
      'File terlalu besar (1,9 MB). Maksimal 2 MB.',
    );
    expect(checkCsvFile({ name: 'besar.csv', size: 5 * 1024 * 1024 })).toBe(
      'File terlalu besar (5,0 MB). Maksimal 2 MB.',
    );
  });

  it('refuses other file types and empty files', () => {
    expect(checkCsvFile({ name: 'karyawan.xlsx', size: 100 })).toBe('Pilih file berformat .csv');
    expect(checkCsvFile({ name: 'kosong.csv', size: 0 })).toBe('File CSV kosong');
  });

  it('formats sizes for the caption', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1500)).toBe('2 KB');
  });
});

describe('apply after preview', () => {
  it('is disabled before any preview', () => {
    expect(canApplyImport(null, 'nik,name,company\n1,a,SJF')).toBe(false);
  });

  it('is enabled for exactly the previewed content', () => {
    const csv = 'nik,name,company\n800001,A,SJF';
    expect(canApplyImport(csv, csv)).toBe(true);
  });

  it('is disabled again once the content changes', () => {
    expect(canApplyImport('nik,name,company\n800001,A,SJF', 'nik,name,company\n800001,B,SJF')).toBe(false);
  });

  it('is disabled for empty content', () => {
    expect(canApplyImport('', '')).toBe(false);
  });
});

describe('template', () => {
  it('has the expected header and one example row', () => {
    const [header, row, end] = buildImportTemplate().split('\n');
    expect(header).toBe(HR_IMPORT_COLUMNS.join(','));
    expect(row).toMatch(/^800001,Contoh Karyawan,SJF,/);
    expect(end).toBe('');
  });
});
