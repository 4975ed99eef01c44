import { describe, expect, it } from 'vitest';
import { explainMaxLoan } from './explain-max-loan';
import { explainNoLimit } from './explain-no-limit';

describe('explainNoLimit: why the maximum is Rp 0', () => {
  it.each([
    [
      'a new member has no contributions',
      0,
      /saldo iuran wajib Anda masih Rp 0/,
      /iuran pertama Anda tercatat/,
    ],
    ['40.000 × 10 is under the smallest loan', 40_000, /di bawah pinjaman terkecil Rp 500\.000/, /bertambah/],
    ['running loans use the whole 35.000.000', 3_500_000, /masih berjalan/, /melunasi/],
  ])('%s', (_why, balance, reason, action) => {
    const explained = explainNoLimit(explainMaxLoan(balance, 0));
    expect(explained.reason).toMatch(reason);
    expect(explained.action).toMatch(action);
  });
});
