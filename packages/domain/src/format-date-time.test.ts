import { describe, expect, it } from 'vitest';
import { formatDateTime } from './money';

describe('formatDateTime', () => {
  it('shows a UTC timestamp on the Jakarta clock as DD-MM-YYYY HH:mm', () => {
    expect(formatDateTime('2025-01-31T17:05:00.000Z')).toBe('01-02-2025 00:05');
  });

  it('returns text that is not a timestamp unchanged', () => {
    expect(formatDateTime('kemarin')).toBe('kemarin');
  });
});
