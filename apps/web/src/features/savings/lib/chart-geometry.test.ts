import { describe, expect, it } from 'vitest';
import {
  estimateTextWidth,
  fitChartBox,
  formatCompactRupiah,
  formatMonthLabel,
  niceCeiling,
  pickLabelIndexes,
  placePoints,
} from './chart-geometry';

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
  it('labels months and amounts in Indonesian, the year in full so a month never reads as a day', () => {
    expect(formatMonthLabel('2026-08')).toBe('Agu 2026');
    expect([9_000_000, 2_500_000, 750_000, 900].map(formatCompactRupiah)).toEqual([
      'Rp 9 jt',
      'Rp 2,5 jt',
      'Rp 750 rb',
      'Rp 900',
    ]);
  });
});

describe('month labels that fit', () => {
  // 12 months; a label "Mei 2026" at 12 px is about 58 px wide, and labels keep 16 px apart.
  const table: [number, number[], string][] = [
    [210, [3, 7, 11], 'a phone (390 px): every fourth month, the current one named'],
    [690, [1, 3, 5, 7, 9, 11], 'a desktop: every other month'],
    [1000, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'room for all twelve'],
  ];
  it.each(table)('across %d px: %j (%s)', (plotWidth, expected) => {
    expect(pickLabelIndexes(12, plotWidth, estimateTextWidth('Mei 2026', 12))).toEqual(expected);
  });
  it('names the one point of a one-month chart', () => {
    expect(pickLabelIndexes(1, 200, 58)).toEqual([0]);
  });
});

describe('the chart box', () => {
  it('is drawn at the width it has, with room for the widest amount and half a month label', () => {
    const box = fitChartBox(326, 12, ['Rp 0', 'Rp 12,5 jt', 'Rp 25 jt']);
    expect(box).toEqual({ width: 326, height: 200, left: 84, right: 33, top: 10, bottom: 30 });
    expect(fitChartBox(800, 12, ['Rp 0']).height).toBe(300);
  });
});
