import { describe, expect, it } from 'vitest';
import { addDays, todayInJakarta } from '../calendar';
import { checkReceivedOn, employerTransferRequestSchema } from './employer-transfers';

const today = todayInJakarta();
const valid = { amount: 1_250_000, receivedOn: today, reference: 'BCA-0925' };
const firstIssue = (body: object) => employerTransferRequestSchema.safeParse(body).error?.issues[0];

describe('checkReceivedOn', () => {
  it.each([
    ['today: the money arrived this morning', today, null],
    ['a day ago', addDays(today, -1), null],
    ['tomorrow: not received yet', addDays(today, 1), 'Tanggal diterima tidak boleh setelah hari ini'],
  ])('%s', (_reason, date, message) => {
    expect(checkReceivedOn(date, today)).toBe(message);
  });
});

describe('employerTransferRequestSchema', () => {
  it('keeps whole Rupiah and trims the reference and note', () => {
    expect(
      employerTransferRequestSchema.parse({ ...valid, reference: ' BCA-0925 ', note: ' gaji ' }),
    ).toEqual({
      ...valid,
      note: 'gaji',
    });
  });

  it.each([
    ['no money', { ...valid, amount: 0 }, ['amount'], 'Jumlah harus lebih dari 0'],
    ['a fraction of a Rupiah', { ...valid, amount: 10.5 }, ['amount'], 'Jumlah harus rupiah penuh'],
    ['a day that does not exist', { ...valid, receivedOn: '2026-02-30' }, ['receivedOn'], undefined],
    [
      'after today',
      { ...valid, receivedOn: addDays(today, 1) },
      ['receivedOn'],
      'Tanggal diterima tidak boleh setelah hari ini',
    ],
    ['a blank reference', { ...valid, reference: '   ' }, ['reference'], 'Referensi bank wajib diisi'],
    [
      'a reference of 65 characters',
      { ...valid, reference: 'R'.repeat(65) },
      ['reference'],
      'Referensi maksimal 64 karakter',
    ],
  ])('refuses %s', (_reason, body, path, message) => {
    const issue = firstIssue(body);
    expect(issue?.path).toEqual(path);
    if (message) expect(issue?.message).toBe(message);
  });
});
