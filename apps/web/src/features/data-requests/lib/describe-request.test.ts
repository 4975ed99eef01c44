import { describe, expect, it } from 'vitest';
import { describeDeletionOutcome, formatFieldValue, listProposedValues } from './describe-request';

describe('describe-request', () => {
  it('labels proposed values and formats dates', () => {
    expect(listProposedValues({ birthDate: '1990-05-10' })).toEqual([['Tanggal lahir', '10-05-1990']]);
    expect(listProposedValues({ payrollAccountNo: '123456', payrollAccountName: 'Siti' })).toEqual([
      ['No. rekening payroll', '123456'],
      ['Nama pemilik rekening', 'Siti'],
    ]);
    expect(formatFieldValue('address', null)).toBe('–');
  });

  it('says what a deletion did', () => {
    expect(describeDeletionOutcome({ documentPhotos: 6, avatar: true, blogComments: 1 })).toBe(
      '6 dokumen pengajuan dihapus, foto profil dihapus, 1 komentar blog dianonimkan.',
    );
  });
});
