import { describe, expect, it } from 'vitest';
import { readLineAmount, sumJournalLines } from './journal-amounts';

describe('readLineAmount', () => {
  it.each<[string, number | null, string]>([
    ['', 0, 'an empty side is zero'],
    ['  ', 0, 'blanks are empty'],
    ['500000', 500_000, 'digits'],
    ['500.000', 500_000, 'thousands dots'],
    ['Rp 1.250.000', 1_250_000, 'with the currency'],
    ['12,5', null, 'no fractions of a Rupiah'],
    ['-500', null, 'no negatives: the other side is for that'],
    ['abc', null, 'words'],
    ['12345678901234', null, 'more than 13 digits'],
  ])('%j reads %j (%s)', (text, amount, _why) => {
    expect(readLineAmount(text)).toBe(amount);
  });
});

describe('sumJournalLines', () => {
  it('adds each side and gives debit minus credit', () => {
    expect(
      sumJournalLines([
        { debit: '500.000', credit: '' },
        { debit: '', credit: '200000' },
        { debit: '', credit: '100.000' },
      ]),
    ).toEqual({ debit: 500_000, credit: 300_000, difference: 200_000 });
  });

  it('counts an amount that is not a number yet as zero', () => {
    expect(
      sumJournalLines([
        { debit: '50x', credit: '' },
        { debit: '', credit: '25' },
      ]),
    ).toEqual({
      debit: 0,
      credit: 25,
      difference: -25,
    });
  });
});
