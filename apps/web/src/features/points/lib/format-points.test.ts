import { describe, expect, it } from 'vitest';
import { formatPointDelta, formatPoints } from './format-points';

describe('formatPoints', () => {
  it.each([
    [0, '0'],
    [250, '250'],
    [1250, '1.250'],
    [1_000_000, '1.000.000'],
  ])('%d → %s', (points, text) => expect(formatPoints(points)).toBe(text));

  it('signs ledger movements', () => {
    expect(formatPointDelta(10)).toBe('+10');
    expect(formatPointDelta(-1500)).toBe('−1.500');
  });
});
