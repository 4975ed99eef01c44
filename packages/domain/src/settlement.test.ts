import { describe, expect, it } from 'vitest';
import {
  describeSettlementAction,
  isSettlementOpen,
  normaliseSettlementStatus,
  SETTLEMENT_EVENTS,
  type SettlementEvent,
  type SettlementState,
  transitionSettlement,
} from './settlement';

describe('transitionSettlement: every legal move', () => {
  // [from, event, to, reason]
  const legal: [SettlementState, SettlementEvent, SettlementState, string][] = [
    [null, 'REQUEST', 'PT1', 'member requests settlement; admin checks it'],
    ['PT1', 'APPROVE', 'PT2', 'FINANCE approves: member may pay'],
    ['PT1', 'REJECT', 'RJT', 'FINANCE rejects the request'],
    ['PT2', 'UPLOAD_PROOF', 'PT3', 'member uploads the transfer proof'],
    ['PT3', 'CONFIRM', 'PAI', 'FINANCE confirms the money arrived: settled'],
    ['PT3', 'SEND_BACK', 'PT2', 'FINANCE rejects the proof: upload again'],
    ['RJT', 'REQUEST', 'PT1', 'after a rejection the member may request again'],
  ];
  it.each(legal)('%s --%s--> %s (%s)', (from, event, to) => {
    expect(transitionSettlement(from, event)).toEqual({ ok: true, status: to });
  });

  const states: SettlementState[] = [null, 'PT1', 'PT2', 'PT3', 'PAI', 'RJT'];
  const illegal = states.flatMap((from) =>
    SETTLEMENT_EVENTS.filter((event) => !legal.some(([f, e]) => f === from && e === event)).map(
      (event) => [from, event] as const,
    ),
  );
  it('refuses the other 29 moves with CONFLICT (PAI is final, no double request, no skipping)', () => {
    expect(illegal).toHaveLength(29);
    for (const [from, event] of illegal) {
      expect(transitionSettlement(from, event)).toMatchObject({ ok: false, code: 'CONFLICT' });
    }
  });
});

describe('transitionSettlement: actors', () => {
  const table: [SettlementState, SettlementEvent, 'MEMBER' | 'FINANCE', boolean, string][] = [
    [null, 'REQUEST', 'MEMBER', true, 'the member requests'],
    [null, 'REQUEST', 'FINANCE', false, 'FINANCE cannot request for the member'],
    ['PT1', 'APPROVE', 'MEMBER', false, 'a member cannot approve their own request'],
    ['PT2', 'UPLOAD_PROOF', 'MEMBER', true, 'the member uploads proof'],
    ['PT3', 'CONFIRM', 'MEMBER', false, 'a member cannot confirm their own payment'],
    ['PT3', 'CONFIRM', 'FINANCE', true, 'FINANCE confirms'],
  ];
  it.each(table)('%s --%s by %s--> allowed %s (%s)', (from, event, actor, allowed) => {
    const result = transitionSettlement(from, event, actor);
    expect(result.ok ? 'ok' : result.code).toBe(allowed ? 'ok' : 'FORBIDDEN');
  });
});

describe('random walks over the machine', () => {
  it('reach PAI only through a confirmed proof, and never leave it', () => {
    let seed = 20250125;
    const nextRandom = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let walk = 0; walk < 1000; walk += 1) {
      let status: SettlementState = null;
      const history: SettlementEvent[] = [];
      for (let step = 0; step < 30; step += 1) {
        const event = SETTLEMENT_EVENTS[Math.floor(nextRandom() * SETTLEMENT_EVENTS.length)] ?? 'REQUEST';
        const result = transitionSettlement(status, event);
        if (status === 'PAI') expect(result.ok).toBe(false);
        if (!result.ok) continue;
        history.push(event);
        if (result.status === 'PAI') {
          // Settled only after request → approve → upload proof → confirm, in that order.
          expect(history.slice(-1)).toEqual(['CONFIRM']);
          expect(history.lastIndexOf('UPLOAD_PROOF')).toBeGreaterThan(history.lastIndexOf('APPROVE'));
          expect(history.lastIndexOf('APPROVE')).toBeGreaterThan(history.lastIndexOf('REQUEST'));
        }
        status = result.status;
      }
    }
  });
});

describe('describeSettlementAction (amortisation report button, docs/product/screens.md)', () => {
  const table: [string | null, string, boolean, boolean, string][] = [
    [null, 'Ajukan Pelunasan', false, false, 'no request yet'],
    ['', 'Ajukan Pelunasan', false, false, 'an empty stored status is no request'],
    ['PT1', 'Dalam Pengecekan Admin', true, false, 'admin is checking: wait'],
    ['PT2', 'Upload Bukti Transfer', false, false, 'approved: pay and upload proof'],
    ['PT3', 'Menunggu ApprovAL', true, false, 'proof waiting for FINANCE (spec casing kept)'],
    ['PAI', '', true, true, 'settled: the button disappears'],
    ['RJT', 'Ajukan Pelunasan', false, false, 'rejected: may request again'],
  ];
  it.each(table)('%j → %j (%s)', (raw, label, isDisabled, isHidden) => {
    expect(describeSettlementAction(normaliseSettlementStatus(raw))).toEqual({ label, isDisabled, isHidden });
  });
  it.each([
    ['PT1', true],
    ['PT3', true],
    ['PAI', false],
    ['RJT', false],
  ] as const)('isSettlementOpen(%s) → %s', (status, open) => {
    expect(isSettlementOpen(status)).toBe(open);
  });
});
