import { describe, expect, it } from 'vitest';
import {
  compareDataRequestsForQueue,
  type DataRequestStatus,
  dataRequestDeadline,
  describeDataRequestDeadline,
  describeDeletionOutcome,
  isCorrectionUnchanged,
  isDataRequestOverdue,
} from './data-requests';

describe('dataRequestDeadline (3×24 hours after submission)', () => {
  const golden: [string, string, string][] = [
    ['2026-11-24T03:00:00.000Z', '2026-11-27T03:00:00.000Z', 'a plain Tuesday morning WIB'],
    ['2026-11-23T17:30:00.000Z', '2026-11-26T17:30:00.000Z', 'just after midnight WIB: counted in hours'],
    ['2026-12-30T10:00:00.000Z', '2027-01-02T10:00:00.000Z', 'over the new year'],
    ['2028-02-27T12:00:00.000Z', '2028-03-01T12:00:00.000Z', 'over 29 February of a leap year'],
    ['2026-11-24T10:15:30+07:00', '2026-11-27T03:15:30.000Z', 'an offset timestamp'],
  ];
  it.each(golden)('%s → %s (%s)', (submitted, deadline) => {
    expect(dataRequestDeadline(submitted)).toBe(deadline);
    expect(dataRequestDeadline(new Date(submitted))).toBe(deadline);
  });

  it('reads in WIB for people', () => {
    expect(describeDataRequestDeadline('2026-11-27T03:15:00.000Z')).toBe('Batas waktu: 27-11-2026 10:15 WIB');
    expect(describeDataRequestDeadline('2026-11-26T17:30:00.000Z')).toBe('Batas waktu: 27-11-2026 00:30 WIB');
  });
});

describe('isDataRequestOverdue', () => {
  const deadline = '2026-11-27T03:00:00.000Z';
  const golden: [DataRequestStatus, string, boolean, string][] = [
    ['DIAJUKAN', '2026-11-27T02:59:59.999Z', false, 'a millisecond before'],
    ['DIAJUKAN', '2026-11-27T03:00:00.000Z', false, 'at the deadline itself'],
    ['DIAJUKAN', '2026-11-27T03:00:00.001Z', true, 'a millisecond after'],
    ['DISETUJUI', '2026-12-30T00:00:00.000Z', false, 'decided requests are never late'],
    ['DITOLAK', '2026-12-30T00:00:00.000Z', false, 'decided requests are never late'],
  ];
  it.each(golden)('%s at %s → %s (%s)', (status, now, expected) => {
    expect(isDataRequestOverdue({ status, deadline }, new Date(now))).toBe(expected);
  });
});

describe('compareDataRequestsForQueue', () => {
  const now = new Date('2026-11-28T00:00:00.000Z');
  const open = (id: number, deadline: string) => ({ id, status: 'DIAJUKAN' as const, deadline });
  it('puts overdue first, then the nearest deadline, then the oldest id', () => {
    const queue = [
      open(1, '2026-11-30T00:00:00.000Z'),
      open(2, '2026-11-27T00:00:00.000Z'),
      open(3, '2026-11-28T06:00:00.000Z'),
      open(4, '2026-11-26T00:00:00.000Z'),
      open(5, '2026-11-28T06:00:00.000Z'),
    ];
    const ordered = [...queue].sort((a, b) => compareDataRequestsForQueue(a, b, now)).map((item) => item.id);
    expect(ordered).toEqual([4, 2, 3, 5, 1]);
  });
});

describe('describeDeletionOutcome', () => {
  it('says what a deletion did', () => {
    expect(describeDeletionOutcome({ documentPhotos: 6, avatar: true, blogComments: 1 })).toBe(
      '6 dokumen pengajuan dihapus, foto profil dihapus, 1 komentar blog dianonimkan.',
    );
    expect(describeDeletionOutcome({ documentPhotos: 0, avatar: false, blogComments: 0 })).toBe(
      '0 dokumen pengajuan dihapus, tidak ada foto profil, 0 komentar blog dianonimkan.',
    );
  });
});

describe('isCorrectionUnchanged (a correction must change something)', () => {
  it.each([
    [{ name: 'Siti Rahayu' }, { name: 'Siti Rahayu' }, true, 'the same name'],
    [{ name: 'Siti Rahayu' }, { name: ' Siti Rahayu ' }, true, 'the same name with spaces'],
    [{ name: 'Siti Rahayu' }, { name: 'Siti Rahmawati' }, false, 'a new name'],
    [{ address: 'Jl. Mawar 1' }, { address: null }, false, 'no address on record yet'],
    [
      { payrollAccountNo: '123456', payrollAccountName: 'Siti' },
      { payrollAccountNo: '123456', payrollAccountName: 'Siti' },
      true,
      'both account fields the same',
    ],
    [
      { payrollAccountNo: '123456', payrollAccountName: 'Siti R' },
      { payrollAccountNo: '123456', payrollAccountName: 'Siti' },
      false,
      'one of two fields new',
    ],
    [{}, {}, false, 'deletion: nothing proposed, nothing to compare'],
  ])('%j against %j → %s (%s)', (proposed, current, expected, _why) => {
    expect(isCorrectionUnchanged(proposed, current)).toBe(expected);
  });
});
