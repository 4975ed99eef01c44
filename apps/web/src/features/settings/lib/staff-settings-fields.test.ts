import { SETTING_KEYS } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import {
  formatSettingInput,
  parseSettingInput,
  previewDocumentNumber,
  SETTING_GROUPS,
} from './staff-settings-fields';

describe('settings input parsing', () => {
  it('reads a percent with a decimal comma or point', () => {
    expect(parseSettingInput('percent', '1,5')).toEqual({ value: 1.5 });
    expect(parseSettingInput('percent', ' 0.5 ')).toEqual({ value: 0.5 });
    expect(parseSettingInput('percent', 'satu')).toEqual({ error: 'Masukkan angka, mis. 1,5' });
  });

  it('reads whole numbers and Rupiah with thousands dots', () => {
    expect(parseSettingInput('money', '100.000.000')).toEqual({ value: 100_000_000 });
    expect(parseSettingInput('integer', '25')).toEqual({ value: 25 });
    expect(parseSettingInput('integer', '2,5')).toEqual({ error: 'Masukkan bilangan bulat' });
    expect(parseSettingInput('integer', '')).toEqual({ error: 'Masukkan bilangan bulat' });
  });

  it('sends an empty URL as null (no link)', () => {
    expect(parseSettingInput('url', '  ')).toEqual({ value: null });
    expect(parseSettingInput('url', 'https://kksb.co.id')).toEqual({ value: 'https://kksb.co.id' });
  });

  it('checks a colour code', () => {
    expect(parseSettingInput('colour', '#0F5E9C')).toEqual({ value: '#0F5E9C' });
    expect(parseSettingInput('colour', 'biru')).toEqual({ error: 'Warna harus kode hex #RRGGBB' });
  });

  it('requires text', () => {
    expect(parseSettingInput('text', ' KKSB ')).toEqual({ value: 'KKSB' });
    expect(parseSettingInput('text', '')).toEqual({ error: 'Wajib diisi' });
  });

  it('reads contributions per grade, one per line, and writes them back the same way', () => {
    const grades = { I: 50_000, II: 75_000 };
    const text = formatSettingInput('grades', grades);
    expect(text).toBe('I=50000\nII=75000');
    expect(parseSettingInput('grades', `${text}\n\n`)).toEqual({ value: grades });
    expect(parseSettingInput('grades', 'I=lima')).toEqual({ error: 'Baris "I=lima" harus GOLONGAN=jumlah' });
  });

  it('shows a decimal with a comma and null as empty', () => {
    expect(formatSettingInput('percent', 1.5)).toBe('1,5');
    expect(formatSettingInput('url', null)).toBe('');
  });

  it('puts every known setting key on the screen exactly once', () => {
    const keys = SETTING_GROUPS.flatMap((group) => group.fields.map((field) => field.key));
    expect([...keys].sort()).toEqual([...SETTING_KEYS].sort());
  });

  it('previews the document number format as typed, or says what is wrong with it', () => {
    expect(previewDocumentNumber(' {nomor}/{kode}/KKSB/{bulan}/{tahun} ')).toMatch(
      /^Contoh: 012\/SKL\/KKSB\/(I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII)\/\d{4}$/,
    );
    expect(previewDocumentNumber('{nomor}/{tahun}')).toBe(
      'Format harus memuat {nomor}, {kode} dan {tahun} masing-masing satu kali',
    );
  });
});
