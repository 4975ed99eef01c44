import { describe, expect, it } from 'vitest';
import { fitCrop } from './crop-image';

describe('fitCrop (at most 400 × 350, docs/product/validation.md)', () => {
  it.each([
    [1200, 1200, 350, 350],
    [1600, 1200, 400, 300],
    [300, 200, 300, 200],
    [400, 350, 400, 350],
    [1000, 200, 400, 80],
  ])('%d×%d → %d×%d', (width, height, expectedWidth, expectedHeight) => {
    expect(fitCrop(width, height)).toEqual({ width: expectedWidth, height: expectedHeight });
  });
});
