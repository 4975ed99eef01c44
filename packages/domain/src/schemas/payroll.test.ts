import { describe, expect, it } from 'vitest';
import { readFailedNiks } from './payroll';

describe('readFailedNiks', () => {
  it('takes the first field of each line, skips a header and blanks, and drops repeats', () => {
    expect(readFailedNiks('nik,alasan\n100002,saldo kurang\r\n"100004";cuti\n\n100002,lagi\n')).toEqual([
      '100002',
      '100004',
    ]);
  });

  it('reads nothing from an empty list', () => {
    expect(readFailedNiks(undefined)).toEqual([]);
    expect(readFailedNiks('nik\n')).toEqual([]);
  });
});
