import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assertLoanMove, moveApplicationsOf } from './loan-status-change';

describe('bulk loan moves go through the machine', () => {
  it.each([
    ['FUN', 'FIN'],
    ['APV', 'FUN'],
    ['NEW', 'APV'],
    ['RJT', 'NEW'],
  ] as const)('allows %s → %s, a move the table has an event for', (from, to) => {
    expect(() => assertLoanMove({ from, to })).not.toThrow();
  });

  it.each([
    ['FUN', 'NEW'],
    ['FIN', 'FUN'],
    ['APV', 'FIN'],
    ['CNCL', 'NEW'],
  ] as const)('refuses %s → %s before any SQL is built', (from, to) => {
    expect(() => assertLoanMove({ from, to })).toThrow(`loan status cannot move from ${from} to ${to}`);
    expect(() => moveApplicationsOf(sql`moved`, { from, to })).toThrow();
  });
});
