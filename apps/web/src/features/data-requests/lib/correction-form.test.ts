import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/test-user';
import { initialCorrectionValues, readCorrectionForm } from './correction-form';

describe('readCorrectionForm', () => {
  const base = initialCorrectionValues(buildUser({ name: 'Siti', address: 'Jl. A' }));

  it('sends only the chosen topic’s fields', () => {
    expect(readCorrectionForm({ ...base, topic: 'ADDRESS', address: ' Jl. B 2 ', note: '' })).toEqual({
      ok: true,
      request: { topic: 'ADDRESS', address: 'Jl. B 2', note: '' },
    });
  });

  it('names the field that is wrong, ignoring the other topics’ inputs', () => {
    const read = readCorrectionForm({
      ...base,
      topic: 'PAYROLL_ACCOUNT',
      payrollAccountNo: '12ab',
      name: '',
    });
    expect(read).toEqual({
      ok: false,
      errors: { payrollAccountNo: 'Nomor rekening hanya angka (5–30 digit)' },
    });
  });
});
