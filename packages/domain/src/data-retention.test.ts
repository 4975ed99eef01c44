import { describe, expect, it } from 'vitest';
import { formerAccessUntil } from './data-retention';

describe('formerAccessUntil: the last day a member who left may sign in read-only (ADR 0017)', () => {
  it.each([
    ['2026-11-26', '2036-11-26', 'the same calendar day, ten years on'],
    ['2026-12-31', '2036-12-31', 'the year end stays the year end'],
    ['2028-02-29', '2038-02-28', 'a leap day falls back to the 28th'],
    ['2024-02-29', '2034-02-28', 'likewise from another leap year'],
  ])('%s → %s (%s)', (leftOn, until) => {
    expect(formerAccessUntil(leftOn)).toBe(until);
  });
});
