import { describe, expect, it } from 'vitest';
import { fitWithin } from './resize-image';

describe('fitWithin (400×350 box of docs/product/validation.md)', () => {
  it.each([
    ['landscape phone photo: width limits', 4000, 3000, 400, 300],
    ['portrait phone photo: height limits', 3000, 4000, 263, 350],
    ['exactly the box stays', 400, 350, 400, 350],
    ['small image is never scaled up', 200, 100, 200, 100],
    ['very wide strip keeps at least 1 pixel', 40000, 10, 400, 1],
  ])('%s', (_reason, width, height, expectedWidth, expectedHeight) => {
    expect(fitWithin(width, height)).toEqual({ width: expectedWidth, height: expectedHeight });
  });
});
