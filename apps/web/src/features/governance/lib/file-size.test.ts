import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [120, '1 KB'],
    [2_345, '2 KB'],
    [849_600, '850 KB'],
    [1_000_000, '1 MB'],
    [1_234_567, '1,2 MB'],
    [9_990_000, '10 MB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
