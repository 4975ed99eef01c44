import { describe, expect, it } from 'vitest';
import { dataRequestCreateSchema, dataRequestRefuseSchema, proposedValuesOf } from './data-requests';

const firstMessage = (input: unknown) => dataRequestCreateSchema.safeParse(input).error?.issues[0]?.message;

describe('dataRequestCreateSchema', () => {
  it('takes each topic with its own values and trims them', () => {
    const name = dataRequestCreateSchema.parse({ topic: 'NAME', name: '  Siti Aminah ', note: ' ejaan ' });
    expect(name).toEqual({ topic: 'NAME', name: 'Siti Aminah', note: 'ejaan' });
    expect(proposedValuesOf(name)).toEqual({ name: 'Siti Aminah' });
    const account = dataRequestCreateSchema.parse({
      topic: 'PAYROLL_ACCOUNT',
      payrollAccountNo: '1234567890',
      payrollAccountName: 'Siti Aminah',
    });
    expect(proposedValuesOf(account)).toEqual({
      payrollAccountNo: '1234567890',
      payrollAccountName: 'Siti Aminah',
    });
    expect(proposedValuesOf(dataRequestCreateSchema.parse({ topic: 'DELETION' }))).toEqual({});
  });

  const bad: [unknown, string][] = [
    [{ topic: 'EMAIL', email: 'a@b.c' }, 'Jenis permintaan tidak dikenal'],
    [{ name: 'x' }, 'Jenis permintaan tidak dikenal'],
    [{ topic: 'NAME', name: '   ' }, 'Nama wajib diisi'],
    [{ topic: 'NAME' }, 'Nama wajib diisi'],
    [{ topic: 'BIRTH_DATE', birthDate: '2026-02-30' }, 'Tanggal tidak valid'],
    [{ topic: 'BIRTH_DATE', birthDate: '1800-01-01' }, 'Tanggal lahir tidak valid'],
    [
      { topic: 'PAYROLL_ACCOUNT', payrollAccountNo: '12-34', payrollAccountName: 'A' },
      'Nomor rekening hanya angka (5–30 digit)',
    ],
    [{ topic: 'ADDRESS', address: 'x'.repeat(501) }, 'Alamat maksimal 500 karakter'],
    [{ topic: 'DELETION', note: 'x'.repeat(501) }, 'Catatan maksimal 500 karakter'],
  ];
  it.each(bad)('refuses %j: %s', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('dataRequestRefuseSchema', () => {
  it('needs a reason of at least 3 characters', () => {
    expect(dataRequestRefuseSchema.safeParse({ reason: ' x ' }).error?.issues[0]?.message).toBe(
      'Alasan minimal 3 karakter',
    );
    expect(dataRequestRefuseSchema.parse({ reason: ' Data KTP berbeda ' })).toEqual({
      reason: 'Data KTP berbeda',
    });
  });
});
