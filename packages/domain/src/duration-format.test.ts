import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration-format';

describe('formatDuration', () => {
  const table: [number, string, string][] = [
    [0, '0 detik', 'nothing waits'],
    [-2, '0 detik', 'the database clock a little ahead'],
    [45.8, '45 detik', 'seconds rounded down'],
    [59, '59 detik', 'last second before a minute'],
    [60, '1 menit', 'one minute'],
    [180, '3 menit', 'the example of the outbox page'],
    [3_599, '59 menit', 'seconds dropped once minutes show'],
    [3_600, '1 jam', 'a whole hour has no minutes'],
    [3_900, '1 jam 5 menit', 'hours and minutes'],
    [86_399, '23 jam 59 menit', 'last minute before a day'],
    [86_400, '1 hari', 'a whole day'],
    [90_000, '1 hari 1 jam', 'days and hours, minutes dropped'],
    [2 * 86_400 + 1_800, '2 hari', 'minutes alone are not shown beside days'],
  ];
  it.each(table)('%d s → %s (%s)', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});
