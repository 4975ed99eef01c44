import { describe, expect, it } from 'vitest';
import { todayInJakarta } from '../calendar';
import { checkTransferDate, SAVINGS_TRANSFER_MAX_AGE_DAYS, transferDateWindow } from '../savings-requests';
import { savingsDepositRequestSchema } from './savings';

const OLDEST = 'Tanggal transfer paling lama 90 hari yang lalu (sejak 28-08-2026)';
const FUTURE = 'Tanggal transfer tidak boleh setelah hari ini';

describe('transfer date of a deposit report', () => {
  it('looks back 90 days', () => {
    expect(SAVINGS_TRANSFER_MAX_AGE_DAYS).toBe(90);
  });

  it.each([
    ['2026-11-26', { earliest: '2026-08-28', latest: '2026-11-26' }],
    ['2026-03-01', { earliest: '2025-12-01', latest: '2026-03-01' }],
    ['2024-05-30', { earliest: '2024-03-01', latest: '2024-05-30' }],
  ])('on %s the window is %j', (today, window) => {
    expect(transferDateWindow(today)).toEqual(window);
  });

  it.each([
    ['2026-11-26', ''],
    ['2026-11-25', ''],
    ['2026-08-28', ''],
    ['2026-08-27', OLDEST],
    ['1900-01-01', OLDEST],
    ['2026-11-27', FUTURE],
    ['2099-01-01', FUTURE],
  ])('on 2026-11-26 a transfer dated %s: %j', (date, message) => {
    expect(checkTransferDate(date, '2026-11-26')).toBe(message);
  });

  it('is checked by the request schema against today in Jakarta', () => {
    const body = { NIK: '123456', Jumlah: 50_000, BuktiTransfer: 'data:image/png;base64,AA' };
    const parse = (date: string) => savingsDepositRequestSchema.safeParse({ ...body, TanggalTransfer: date });
    expect(parse(todayInJakarta()).success).toBe(true);
    expect(parse('1900-01-01').error?.issues).toMatchObject([{ path: ['TanggalTransfer'] }]);
    expect(parse('2099-01-01').error?.issues).toMatchObject([{ path: ['TanggalTransfer'], message: FUTURE }]);
    expect(parse('2026-02-30').error?.issues).toMatchObject([{ message: 'Tanggal tidak valid' }]);
  });
});
