import { describe, expect, it } from 'vitest';
import { listSettlementDecisions } from './settlement-decisions';

describe('listSettlementDecisions', () => {
  it.each([
    ['PT1', ['approve', 'reject']],
    ['PT3', ['confirm', 'send-back']],
    ['PT2', []],
    ['PAI', []],
  ])('%s offers %j', (status, expected) => {
    expect(listSettlementDecisions(status).map((view) => view.decision)).toEqual(expected);
  });

  it('asks for a reason exactly when the member must be told why', () => {
    const reasons = [...listSettlementDecisions('PT1'), ...listSettlementDecisions('PT3')].filter(
      (view) => view.needsReason,
    );
    expect(reasons.map((view) => view.decision)).toEqual(['reject', 'send-back']);
  });
});
