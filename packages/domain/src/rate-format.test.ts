import { describe, expect, it } from 'vitest';
import { formatRate } from './rate-format';

describe('formatRate', () => {
  const table: [number, string, string][] = [
    [13.5, '13,5%', 'a decimal comma, never a point'],
    [10, '10%', 'a whole rate has no decimals'],
    [12.25, '12,25%', 'two decimals as stored'],
    [10.5, '10,5%', 'trailing zero dropped'],
    [0, '0%', 'an interest-free product'],
  ];
  it.each(table)('%d → %s (%s)', (percent, expected) => {
    expect(formatRate(percent)).toBe(expected);
  });
});
