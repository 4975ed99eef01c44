import { describe, expect, it } from 'vitest';
import { formatFieldValue, listProposedValues } from './describe-request';

describe('describe-request', () => {
  it('labels proposed values and formats dates', () => {
    expect(listProposedValues({ birthDate: '1990-05-10' })).toEqual([['Tanggal lahir', '10-05-1990']]);
    expect(listProposedValues({ payrollAccountNo: '123456', payrollAccountName: 'Siti' })).toEqual([
      ['No. rekening payroll', '123456'],
      ['Nama pemilik rekening', 'Siti'],
    ]);
    expect(formatFieldValue('address', null)).toBe('–');
  });
});
