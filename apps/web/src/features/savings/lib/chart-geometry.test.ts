import { describe, expect, it } from 'vitest';
import { formatCompactRupiah, formatMonthLabel, niceCeiling, placePoints } from './chart-geometry';

describe('chart geometry', () => {
  it('rounds the axis up to 1, 2, 2,5 or 5 times a power of ten', () => {
    expect([0, 7, 1_650_000, 2_100_000, 4_999_999, 10_000_000].map(niceCeiling)).toEqual([
      1, 10, 2_000_000, 2_500_000, 5_000_000, 10_000_000,
    ]);
  });
  it('places values evenly, 0 at the bottom and the ceiling at the top', () => {
    const box = { width: 120, height: 70, left: 10, right: 10, top: 10, bottom: 10 };
    expect(placePoints([0, 50, 100], 100, box)).toEqual([
      { x: 10, y: 60 },
      { x: 60, y: 35 },
      { x: 110, y: 10 },
    ]);
    expect(placePoints([40], 100, box)).toEqual([{ x: 60, y: 40 }]);
  });
  it('labels months and amounts in Indonesian', () => {
    expect(formatMonthLabel('2026-08')).toBe('Agu 26');
    expect([2_500_000, 750_000, 900].map(formatCompactRupiah)).toEqual(['Rp 2,5 jt', 'Rp 750 rb', 'Rp 900']);
  });
});
