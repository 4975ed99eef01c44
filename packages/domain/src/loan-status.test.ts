import { describe, expect, it } from 'vitest';
import {
  canCancelApplication,
  countsTowardLoanTotal,
  describeApplicationType,
  describeLoanStatus,
  isCounterOffer,
  isUnfinishedStatus,
  normaliseLoanStatus,
} from './loan-status';

describe('describeLoanStatus', () => {
  // [code received, reading, label, colour, chip color, unfinished?, reason]
  const table: [string | null, string, string, string, string, boolean, string][] = [
    ['NEW', 'NEW', 'Baru', 'default', 'default', true, 'submitted, under approval'],
    ['APV', 'APV', 'Disetujui', 'blue', 'info', true, 'approved, waiting for funding'],
    ['FUN', 'FUN', 'Dicairkan', 'orange', 'warning', true, 'funded, instalments running'],
    ['FIN', 'FIN', 'Lunas', 'yellow', 'yellow', false, 'every instalment paid or settled'],
    ['PAID', 'FIN', 'Lunas', 'yellow', 'yellow', false, 'older data says PAID for FIN'],
    ['RJT', 'RJT', 'Ditolak', 'red', 'error', false, 'rejected by a step'],
    ['CNCL', 'CNCL', 'Dibatalkan', 'grey', 'default', false, 'cancelled by the member'],
    [' fun ', 'FUN', 'Dicairkan', 'orange', 'warning', true, 'padding and case do not matter'],
    ['0', 'UNKNOWN', 'Unknown', 'grey', 'default', false, 'home card status "0" means no loan'],
    ['XYZ', 'UNKNOWN', 'Unknown', 'grey', 'default', false, 'any other code reads as Unknown'],
    [null, 'UNKNOWN', 'Unknown', 'grey', 'default', false, 'a missing status reads as Unknown'],
  ];
  it.each(table)('%j → %s %s (%s chip)', (code, reading, label, colour, chipColor, unfinished) => {
    expect(normaliseLoanStatus(code)).toBe(reading);
    expect(describeLoanStatus(code)).toEqual({ code: reading, label, colour, chipColor });
    expect(isUnfinishedStatus(code)).toBe(unfinished);
  });
});

describe('application type', () => {
  const table: [string | null, boolean, string, string][] = [
    ['NST', true, 'Penawaran Ulang (NST)', 'an approver counter-offered'],
    ['nst', true, 'Penawaran Ulang (NST)', 'case does not matter'],
    ['NEW', false, 'Pengajuan Baru', 'a regular application'],
    [null, false, 'Pengajuan Baru', 'no type means regular'],
  ];
  it.each(table)('%j → counter-offer %s', (type, counterOffer, label) => {
    expect(isCounterOffer(type)).toBe(counterOffer);
    expect(describeApplicationType(type)).toBe(label);
  });
});

describe('canCancelApplication', () => {
  type CancelInput = Parameters<typeof canCancelApplication>[0];
  const untouched: CancelInput = {
    status: 'NEW',
    applicationType: 'NEW',
    hcChecklist: null,
    hcRecommendation: null,
  };
  const table: [Partial<CancelInput>, boolean, string][] = [
    [{}, true, 'NEW and HC has not acted: the member may cancel'],
    [{ hcChecklist: 1 }, false, 'HC filled the checklist'],
    [{ hcRecommendation: 'YES' }, false, 'HC gave a recommendation'],
    [{ hcChecklist: 0, hcRecommendation: '  ' }, true, 'an unticked checklist and blank note are no action'],
    [{ applicationType: 'NST' }, false, 'a counter-offer is declined through Detail, not cancelled'],
    [{ status: 'APV' }, false, 'approved applications cannot be cancelled'],
    [{ status: 'RJT' }, false, 'rejected applications are already closed'],
  ];
  it.each(table)('%j → %s (%s)', (change, expected) => {
    expect(canCancelApplication({ ...untouched, ...change })).toBe(expected);
  });
});

describe('countsTowardLoanTotal', () => {
  it.each([
    ['FUN', true, 'funded and running: borrowed'],
    ['FIN', true, 'finished: was borrowed'],
    ['PAID', true, 'older data for FIN'],
    ['NEW', false, 'under approval: nothing borrowed yet'],
    ['APV', false, 'approved, not funded yet'],
    ['RJT', false, 'rejected'],
    ['CNCL', false, 'cancelled'],
    ['XYZ', false, 'unknown code'],
  ])('%s → %s (%s)', (code, expected) => {
    expect(countsTowardLoanTotal(code)).toBe(expected);
  });
});
