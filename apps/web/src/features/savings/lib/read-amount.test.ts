import { describe, expect, it } from 'vitest';
import { readAmount } from './read-amount';

describe('readAmount', () => {
  it.each([
    ['250000', 250_000],
    ['250.000', 250_000],
    ['Rp 1.500.000', 1_500_000],
    ['', null],
    ['12,5', null],
    ['-5', null],
  ])('%s → %s', (text, expected) => {
    expect(readAmount(text)).toBe(expected);
  });
});
