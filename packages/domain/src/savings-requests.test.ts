import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_EVENTS,
  DEPOSIT_STATUSES,
  type DepositEvent,
  type DepositStatus,
  isWithdrawalReserving,
  transitionDeposit,
  transitionWithdrawal,
  WITHDRAWAL_EVENTS,
  WITHDRAWAL_STATUSES,
  type WithdrawalEvent,
  type WithdrawalStatus,
} from './savings-requests';

describe('transitionDeposit', () => {
  const legal: [DepositStatus, DepositEvent, DepositStatus, string][] = [
    ['PENDING', 'CONFIRM', 'CONFIRMED', 'FINANCE sees the money arrived: booked to sukarela'],
    ['PENDING', 'REJECT', 'REJECTED', 'no money or a wrong proof'],
  ];
  it.each(legal)('%s --%s--> %s (%s)', (from, event, to) => {
    expect(transitionDeposit(from, event, 'FINANCE')).toEqual({ ok: true, status: to });
  });
  it('refuses every other move (a decided deposit is final: never booked twice)', () => {
    const illegal = DEPOSIT_STATUSES.flatMap((from) =>
      DEPOSIT_EVENTS.filter((event) => !legal.some(([f, e]) => f === from && e === event)).map(
        (event) => [from, event] as const,
      ),
    );
    expect(illegal).toHaveLength(4);
    for (const [from, event] of illegal) {
      expect(transitionDeposit(from, event)).toMatchObject({ ok: false, code: 'CONFLICT' });
    }
  });
  it('lets only FINANCE decide', () => {
    expect(transitionDeposit('PENDING', 'CONFIRM', 'MEMBER')).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
});

describe('transitionWithdrawal', () => {
  const legal: [WithdrawalStatus, WithdrawalEvent, WithdrawalStatus, string][] = [
    ['PENDING', 'APPROVE', 'APPROVED', 'FINANCE approves; the amount stays reserved'],
    ['APPROVED', 'PAY', 'PAID', 'FINANCE transferred it: booked out of sukarela'],
    ['PENDING', 'REJECT', 'REJECTED', 'refused before approval: the reservation ends'],
    ['APPROVED', 'REJECT', 'REJECTED', 'the transfer failed: the reservation ends'],
    ['PENDING', 'CANCEL', 'CANCELLED', 'the member changes their mind before approval'],
  ];
  it.each(legal)('%s --%s--> %s (%s)', (from, event, to) => {
    expect(transitionWithdrawal(from, event)).toEqual({ ok: true, status: to });
  });
  it('refuses the other 15 moves (PAID, REJECTED and CANCELLED are final; no paying before approval)', () => {
    const illegal = WITHDRAWAL_STATUSES.flatMap((from) =>
      WITHDRAWAL_EVENTS.filter((event) => !legal.some(([f, e]) => f === from && e === event)).map(
        (event) => [from, event] as const,
      ),
    );
    expect(illegal).toHaveLength(15);
    for (const [from, event] of illegal) {
      expect(transitionWithdrawal(from, event)).toMatchObject({ ok: false, code: 'CONFLICT' });
    }
  });
  const actors: [WithdrawalStatus, WithdrawalEvent, 'MEMBER' | 'FINANCE', boolean, string][] = [
    ['PENDING', 'CANCEL', 'MEMBER', true, 'the member cancels their own request'],
    ['PENDING', 'CANCEL', 'FINANCE', false, 'FINANCE rejects, with a reason, instead'],
    ['PENDING', 'APPROVE', 'MEMBER', false, 'a member cannot approve their own withdrawal'],
    ['APPROVED', 'PAY', 'MEMBER', false, 'nor mark it paid'],
    ['APPROVED', 'PAY', 'FINANCE', true, 'FINANCE pays'],
  ];
  it.each(actors)('%s --%s by %s--> allowed %s (%s)', (from, event, actor, allowed) => {
    const result = transitionWithdrawal(from, event, actor);
    expect(result.ok ? 'ok' : result.code).toBe(allowed ? 'ok' : 'FORBIDDEN');
  });
  it('reserves the amount while requested or approved only', () => {
    expect(WITHDRAWAL_STATUSES.filter(isWithdrawalReserving)).toEqual(['PENDING', 'APPROVED']);
  });
  it('random walks never pay without approval and never leave a final state', () => {
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let walk = 0; walk < 1_000; walk += 1) {
      let status: WithdrawalStatus = 'PENDING';
      const seen: WithdrawalEvent[] = [];
      for (let step = 0; step < 12; step += 1) {
        const event = WITHDRAWAL_EVENTS[Math.floor(next() * WITHDRAWAL_EVENTS.length)] ?? 'PAY';
        const result = transitionWithdrawal(status, event);
        if (['PAID', 'REJECTED', 'CANCELLED'].includes(status)) expect(result.ok).toBe(false);
        if (!result.ok) continue;
        seen.push(event);
        if (result.status === 'PAID') expect(seen).toEqual(['APPROVE', 'PAY']);
        status = result.status;
      }
    }
  });
});
